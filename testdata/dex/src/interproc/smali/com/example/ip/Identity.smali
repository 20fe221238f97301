# Java sketch:
#   final class Identity {
#       static void all(Bundle e) { claimed(e); subject(e); }            // 5
#       // true positive 606: the caller named by an extra, through a Kotlin extension getter
#       static String claimed(Bundle e) { return BundleExtKt.str(e, "calling_package"); }  // 10
#       // near miss 606: the package the tool acts on
#       static String subject(Bundle e) { return BundleExtKt.str(e, "target_package"); }    // 15
#   }
.class final Lcom/example/ip/Identity;
.super Ljava/lang/Object;
.source "Identity.java"

.method static all(Landroid/os/Bundle;)V
    .registers 1
    .line 5
    invoke-static {p0}, Lcom/example/ip/Identity;->claimed(Landroid/os/Bundle;)Ljava/lang/String;
    invoke-static {p0}, Lcom/example/ip/Identity;->subject(Landroid/os/Bundle;)Ljava/lang/String;
    return-void
.end method

.method static claimed(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    .line 10
    const-string v0, "calling_package"
    invoke-static {p0, v0}, Lcom/example/ip/BundleExtKt;->str(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static subject(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    .line 15
    const-string v0, "target_package"
    invoke-static {p0, v0}, Lcom/example/ip/BundleExtKt;->str(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
