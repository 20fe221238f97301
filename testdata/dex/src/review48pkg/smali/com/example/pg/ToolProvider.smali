# Java:
#   public Bundle call(String method, String arg, Bundle extras) {
#       int uid = Binder.getCallingUid();
#       String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
#       shared = new Shared(uid, pkgs);          // Shared's constructor throws unless pkgs.length == 1
#       Bundle out = new Bundle(); out.putString("pkg", callerPackage()); return out;
#   }
#   private String callerPackage() { return shared.pkgs[0]; }   // at most one package: not CETP604
.class public Lcom/example/pg/ToolProvider;
.super Landroid/content/ContentProvider;
.field private shared:Lcom/example/pg/Shared;
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
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-virtual {p0}, Lcom/example/pg/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v1
    invoke-virtual {v1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lcom/example/pg/Shared;
    invoke-direct {v2, v0, v1}, Lcom/example/pg/Shared;-><init>(I[Ljava/lang/String;)V
    iput-object v2, p0, Lcom/example/pg/ToolProvider;->shared:Lcom/example/pg/Shared;
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    const-string v3, "pkg"
    invoke-direct {p0}, Lcom/example/pg/ToolProvider;->callerPackage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v2, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v2
.end method
.method private callerPackage()Ljava/lang/String;
    .locals 2
    iget-object v0, p0, Lcom/example/pg/ToolProvider;->shared:Lcom/example/pg/Shared;
    iget-object v0, v0, Lcom/example/pg/Shared;->pkgs:[Ljava/lang/String;
    const/4 v1, 0x0
    aget-object v0, v0, v1
    return-object v0
.end method
