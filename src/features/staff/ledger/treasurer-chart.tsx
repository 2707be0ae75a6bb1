'use client'

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

type Month = { name: string; oneTime: string; recurring: string; sponsorship: string; shopSales: string }

/** Net gifts per month stacked by kind, with shop sales as a separate bar beside them. */
export function TreasurerChart({ months }: { months: Month[] }) {
  const data = months.map((m) => ({
    name: m.name,
    'One-time': Number(m.oneTime),
    Recurring: Number(m.recurring),
    Sponsorships: Number(m.sponsorship),
    'Shop sales': Number(m.shopSales),
  }))
  return (
    <figure style={{ margin: '1rem 0' }} data-testid="treasurer-chart">
      <figcaption style={{ fontWeight: 600 }}>Net gifts by month, with shop sales beside them</figcaption>
      <div style={{ width: '100%', height: 320 }}>
        <ResponsiveContainer>
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            <YAxis />
            <Tooltip formatter={(value) => `$${Number(value).toFixed(2)}`} />
            <Legend />
            <Bar dataKey="One-time" stackId="gifts" fill="#6b8f71" />
            <Bar dataKey="Recurring" stackId="gifts" fill="#a55c7b" />
            <Bar dataKey="Sponsorships" stackId="gifts" fill="#d4a54a" />
            <Bar dataKey="Shop sales" fill="#5b7fa6" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  )
}
