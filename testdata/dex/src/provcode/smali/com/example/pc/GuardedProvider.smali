# Java sketch (manifest: readPermission TOOLS_ADMIN, signature-level;
# writePermission VIEW, normal-level):
#   public final class GuardedProvider extends ContentProvider {
#       // true positive 605: every Consumer holds ACCESS_TOOLS
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           getContext().enforceCallingOrSelfPermission("com.clawseed.permission.ACCESS_TOOLS", "tools"); // 10
#           return Store.list(getContext());                                                        // 11
#       }
#       // near miss 605: the platform enforces the signature-level readPermission first
#       @Override public Cursor query(Uri uri, String[] projection, String selection, String[] args, String order) {
#           return Store.cursor();                                                                  // 15
#       }
#       // true positive 605: writePermission and the check are the normal-level VIEW
#       @Override public Uri insert(Uri uri, ContentValues values) {
#           getContext().enforceCallingPermission("com.example.pc.permission.VIEW", null);          // 19
#           Store.add(values);                                                                      // 20
#           return uri;                                                                             // 21
#       }
#       // near miss 605: the code enforces the signature-level TOOLS_ADMIN
#       @Override public int delete(Uri uri, String selection, String[] args) {
#           getContext().enforceCallingPermission("com.example.pc.permission.TOOLS_ADMIN", null);   // 25
#           return Store.clear();                                                                   // 26
#       }
#       // onCreate, getType, update: stubs
#   }
.class public final Lcom/example/pc/GuardedProvider;
.super Landroid/content/ContentProvider;
.source "GuardedProvider.java"

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 1
    const/4 v0, 0x0
    return-object v0
.end method

# true positive 605: every Consumer holds ACCESS_TOOLS
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    .line 10
    invoke-virtual {p0}, Lcom/example/pc/GuardedProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p2, "com.clawseed.permission.ACCESS_TOOLS"
    const-string p3, "tools"
    invoke-virtual {p1, p2, p3}, Landroid/content/Context;->enforceCallingOrSelfPermission(Ljava/lang/String;Ljava/lang/String;)V
    .line 11
    invoke-virtual {p0}, Lcom/example/pc/GuardedProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lcom/example/pc/Store;->list(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

# near miss CETP605: the platform enforces the signature-level readPermission first
.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 1
    .line 15
    invoke-static {}, Lcom/example/pc/Store;->cursor()Landroid/database/Cursor;
    move-result-object p1
    return-object p1
.end method

# true positive 605: writePermission and the check are the normal-level VIEW
.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 2
    .line 19
    invoke-virtual {p0}, Lcom/example/pc/GuardedProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "com.example.pc.permission.VIEW"
    const/4 p0, 0x0
    invoke-virtual {v0, v1, p0}, Landroid/content/Context;->enforceCallingPermission(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    invoke-static {p2}, Lcom/example/pc/Store;->add(Landroid/content/ContentValues;)V
    .line 21
    return-object p1
.end method

# near miss CETP605: the code enforces the signature-level TOOLS_ADMIN
.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 2
    .line 25
    invoke-virtual {p0}, Lcom/example/pc/GuardedProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p2, "com.example.pc.permission.TOOLS_ADMIN"
    const/4 p3, 0x0
    invoke-virtual {p1, p2, p3}, Landroid/content/Context;->enforceCallingPermission(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    invoke-static {}, Lcom/example/pc/Store;->clear()I
    move-result p1
    return p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    const/4 v0, 0x0
    return v0
.end method
