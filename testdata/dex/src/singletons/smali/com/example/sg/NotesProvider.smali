# Java sketch (NotesProvider.java): the provider the executors below serve;
# it checks its caller and does nothing else.
#   public class NotesProvider extends ContentProvider {
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           if (Binder.getCallingUid() != Process.myUid()) throw new SecurityException(); // 10
#           return new Bundle();                                                         // 11
#       }
#   }
.class public Lcom/example/sg/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 10
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v1
    if-eq v0, v1, :cond_0
    new-instance v0, Ljava/lang/SecurityException;
    invoke-direct {v0}, Ljava/lang/SecurityException;-><init>()V
    throw v0
    .line 11
    :cond_0
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
