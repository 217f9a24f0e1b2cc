// The site feature's public face: all that the app layer and other features may import.
export { blogArticleQueryOptions, blogListQueryOptions } from './api/get-blog.ts';
export { sitePageQueryOptions } from './api/get-site-page.ts';
export { BlogArticleView, BlogList } from './components/blog-views.tsx';
export { SitePageView } from './components/site-page-view.tsx';
export { ReportContentButton } from './components/report-content-button.tsx';
