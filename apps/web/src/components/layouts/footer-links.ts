/** Footer pages (served by later issues) and the product's social profiles. */
export const footerLinks = [
  { key: 'blog', path: '/blog' },
  { key: 'contact', path: '/contact' },
  { key: 'refund', path: '/refund-policy' },
  { key: 'support', path: '/support' },
  { key: 'faq', path: '/faq' },
  { key: 'terms', path: '/terms' },
  { key: 'privacy', path: '/privacy' },
  { key: 'cookies', path: '/cookie-policy' },
  { key: 'antispam', path: '/anti-spam' },
  { key: 'gdpr', path: '/gdpr' },
  { key: 'ipr', path: '/ipr-complaints' },
  { key: 'abuse', path: '/abuse-policy' },
] as const;

export const popularTopicKeys = [
  'projectManagement',
  'leadership',
  'teamBuilding',
  'publicSpeaking',
  'timeManagement',
  'negotiation',
  'sales',
  'customerService',
  'digitalMarketing',
  'socialMedia',
  'seo',
  'dataAnalysis',
  'excel',
  'python',
  'java',
  'webDevelopment',
  'cybersecurity',
  'cloud',
  'ai',
  'machineLearning',
  'agile',
  'lean',
  'qualityManagement',
  'workplaceSafety',
  'firstAid',
  'gdpr',
  'accounting',
  'finance',
  'hr',
  'businessEnglish',
  'italian',
  'design',
  'photography',
  'coaching',
  'emotionalIntelligence',
  'sustainability',
] as const;

export function socialLinks(productName: string) {
  const slug = productName.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return [
    { network: 'LinkedIn', brand: 'linkedin', href: `https://www.linkedin.com/company/${slug}` },
    { network: 'Facebook', brand: 'facebook', href: `https://www.facebook.com/${slug}` },
    { network: 'X', brand: 'twitter', href: `https://x.com/${slug}` },
    { network: 'YouTube', brand: 'youtube', href: `https://www.youtube.com/@${slug}` },
    { network: 'Instagram', brand: 'instagram', href: `https://www.instagram.com/${slug}` },
  ] as const;
}

export const searchHref = (topic: string) => `/search?topic=${encodeURIComponent(topic)}`;
