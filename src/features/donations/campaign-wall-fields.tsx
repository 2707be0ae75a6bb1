'use client'

import * as React from 'react'

import { Input, Label, Textarea } from '@/components/ui/input'
import { CheckboxRow } from '@/features/forms/fields'
import { defaultWallName, WALL_COMMENT_MAX, WALL_NAME_MAX, type WallMode } from '@/domain/campaigns/wall'

/**
 * Issue 49: the gift's campaign and the donor's wall choice. Off by default; the display name
 * defaults to her first name and last initial; a comment only where the campaign shows them (and
 * only once staff approve it). A discreet gift never reaches a wall, so the choice is not offered.
 */
export type CampaignChoice = { slug: string; title: string; wall: WallMode; /** An appeal's personal link the donor came through. */ appeal?: string }
export type WallState = { show: boolean; name: string; comment: string }
export const NO_WALL: WallState = { show: false, name: '', comment: '' }

/** What create-donation-intent takes for the campaign and the wall. */
export function campaignBody(campaign: CampaignChoice | undefined, wall: WallState, discreet: boolean) {
  if (!campaign) return {}
  const tied = { campaign: campaign.slug, ...(campaign.appeal ? { appeal: campaign.appeal } : {}) }
  if (!wall.show || discreet || campaign.wall === 'off') return tied
  return {
    ...tied,
    wall: {
      show: true,
      ...(wall.name.trim() ? { name: wall.name.trim() } : {}),
      ...(campaign.wall === 'names_and_comments' && wall.comment.trim() ? { comment: wall.comment.trim() } : {}),
    },
  }
}

type Props = {
  idPrefix: string
  campaign: CampaignChoice
  value: WallState
  onChange: (next: WallState) => void
  donor: { firstName: string; lastName: string }
  discreet: boolean
}

export function CampaignWallFields({ idPrefix, campaign, value, onChange, donor, discreet }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`
  if (campaign.wall === 'off') return null
  if (discreet) {
    return (
      <p className="rounded-lg border border-line p-3 text-sm text-muted" data-testid="campaign-wall">
        A discreet gift is never shown on the campaign’s wall.
      </p>
    )
  }
  const placeholder = donor.firstName.trim() ? defaultWallName(donor.firstName, donor.lastName) : 'First name and last initial'
  return (
    <div className="rounded-lg border border-line p-3" data-testid="campaign-wall">
      <CheckboxRow id={id('wallShow')} checked={value.show} onChange={(show) => onChange({ ...value, show })}>
        Show my name on this campaign’s wall
      </CheckboxRow>
      {value.show ? (
        <div className="mt-3 space-y-3">
          <div>
            <Label htmlFor={id('wallName')}>
              Name on the wall <span className="font-normal text-muted">(optional)</span>
            </Label>
            <Input
              id={id('wallName')}
              name="wallName"
              maxLength={WALL_NAME_MAX}
              placeholder={placeholder}
              value={value.name}
              onChange={(event) => onChange({ ...value, name: event.target.value })}
            />
          </div>
          {campaign.wall === 'names_and_comments' ? (
            <div>
              <Label htmlFor={id('wallComment')}>
                A few words <span className="font-normal text-muted">(optional, shown after we read it)</span>
              </Label>
              <Textarea
                id={id('wallComment')}
                name="wallComment"
                maxLength={WALL_COMMENT_MAX}
                rows={3}
                value={value.comment}
                onChange={(event) => onChange({ ...value, comment: event.target.value })}
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
