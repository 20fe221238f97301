# Java sketch (ShellPlugin.java), only ever made by reflection (kept by a -keep rule):
#   public final class ShellPlugin implements Plugin {                                  // 7
#       @Override public Bundle run(String tool, String args) {                           // 9
#           try { Runtime.getRuntime().exec("sh -c " + args); }                           // 10
#           catch (IOException e) { }                                                      // 11
#           return new Bundle();                                                           // 12
#       }
#   }
.class public final Lcom/example/r13/ShellPlugin;
.super Ljava/lang/Object;
.source "ShellPlugin.java"
.implements Lcom/example/r13/Plugin;

.method public constructor <init>()V
    .locals 0
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# true positive CETP622 at line 10 (or a note that the reflective hop is not followed)
.method public run(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 2
    .line 10
    :try_start_0
    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object p1
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "sh -c "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Ljava/lang/Runtime;->exec(Ljava/lang/String;)Ljava/lang/Process;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 12
    :catch_0
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
.end method
