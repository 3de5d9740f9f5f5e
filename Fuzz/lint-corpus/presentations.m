#import "Settings.h"
@interface Detail : UIViewController
@end
@implementation Detail
- (UIStatusBarStyle)preferredStatusBarStyle
{
    return UIStatusBarStyleLightContent; /* a comment { with a brace */
}
- (BOOL)prefersStatusBarHidden { return YES; }
- (UIViewController *)childViewControllerForStatusBarStyle { return self.topViewController; }
- (void)open {
    Detail *detail = [Detail new];
    NSString *s = @"}{ \" @end";
    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:detail];
    nav.modalPresentationStyle = UIModalPresentationOverFullScreen;
    [self presentViewController:nav animated:YES completion:nil];
    [self.navigationController pushViewController:[[Detail alloc] init] animated:YES];
    [UIApplication sharedApplication].statusBarStyle = UIStatusBarStyleLightContent;
}
@end
@implementation UINavigationController (StatusBar)
- (UIViewController *)childViewControllerForStatusBarHidden { return self.topViewController; }
@end
