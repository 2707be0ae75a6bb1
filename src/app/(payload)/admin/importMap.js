import { CentsCell as CentsCell_08fbe6f6de5aa7ab709b86e025af711a } from '../../../components/admin/cents-field'
import { CentsField as CentsField_08fbe6f6de5aa7ab709b86e025af711a } from '../../../components/admin/cents-field'
import { ZonedDateCell as ZonedDateCell_195eba848eb97f46e2fd759e6dd0ee6b } from '../../../components/admin/zoned-date'
import { ZonedDateField as ZonedDateField_195eba848eb97f46e2fd759e6dd0ee6b } from '../../../components/admin/zoned-date'
import { OrdersListDoor as OrdersListDoor_28a53153e1655a187acf87ccdd51b6cb } from '../../../components/admin/panel-door'
import { DonationsListDoor as DonationsListDoor_28a53153e1655a187acf87ccdd51b6cb } from '../../../components/admin/panel-door'
import { MessageCaseDoor as MessageCaseDoor_247c693e8faf6b5a360f185e4a3fa58b } from '../../../features/staff/inbox/record-door'
import { IntakeCaseDoor as IntakeCaseDoor_247c693e8faf6b5a360f185e4a3fa58b } from '../../../features/staff/inbox/record-door'
import { Icon as Icon_626e24b987f1ce07afe3d44061a1a2bf } from '../../../components/admin/graphics'
import { Logo as Logo_626e24b987f1ce07afe3d44061a1a2bf } from '../../../components/admin/graphics'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { DashboardView as DashboardView_ca68f2f4ab3e8f156242d5d370417e5f } from '../../../features/staff/dashboard-view'
import { GoodsView as GoodsView_f0d23cb72807634189c5e7be2ba7377c } from '../../../features/staff/goods/goods-view'
import { DriveView as DriveView_da2dfb86354cf6db27ceeeecbcbd964a } from '../../../features/staff/goods/drive-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/cents-field#CentsCell": CentsCell_08fbe6f6de5aa7ab709b86e025af711a,
  "/components/admin/cents-field#CentsField": CentsField_08fbe6f6de5aa7ab709b86e025af711a,
  "/components/admin/zoned-date#ZonedDateCell": ZonedDateCell_195eba848eb97f46e2fd759e6dd0ee6b,
  "/components/admin/zoned-date#ZonedDateField": ZonedDateField_195eba848eb97f46e2fd759e6dd0ee6b,
  "/components/admin/panel-door#OrdersListDoor": OrdersListDoor_28a53153e1655a187acf87ccdd51b6cb,
  "/components/admin/panel-door#DonationsListDoor": DonationsListDoor_28a53153e1655a187acf87ccdd51b6cb,
  "/features/staff/inbox/record-door#MessageCaseDoor": MessageCaseDoor_247c693e8faf6b5a360f185e4a3fa58b,
  "/features/staff/inbox/record-door#IntakeCaseDoor": IntakeCaseDoor_247c693e8faf6b5a360f185e4a3fa58b,
  "/components/admin/graphics#Icon": Icon_626e24b987f1ce07afe3d44061a1a2bf,
  "/components/admin/graphics#Logo": Logo_626e24b987f1ce07afe3d44061a1a2bf,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/features/staff/dashboard-view#DashboardView": DashboardView_ca68f2f4ab3e8f156242d5d370417e5f,
  "/features/staff/goods/goods-view#GoodsView": GoodsView_f0d23cb72807634189c5e7be2ba7377c,
  "/features/staff/goods/drive-view#DriveView": DriveView_da2dfb86354cf6db27ceeeecbcbd964a,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
