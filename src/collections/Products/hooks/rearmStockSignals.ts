import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A restock (or a lower threshold) re-arms the stock e-mails, so the next fall below the
 * threshold is signalled again. Only staff edits pass here; the order service re-arms with SQL.
 */
export const rearmStockSignals: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const inventory = data.inventory ?? originalDoc?.inventory
  const threshold = data.lowStockThreshold !== undefined ? data.lowStockThreshold : originalDoc?.lowStockThreshold
  if (typeof inventory !== 'number') return data
  if (inventory > 0) data.soldOutAlerted = false
  if (threshold === null || threshold === undefined || inventory > threshold) data.lowStockAlerted = false
  return data
}
