# class P extends ContentProvider {
#   static final Set<String> TRUSTED = new HashSet<>(Arrays.asList("com.clawseed.agent"));
#   static final Map<String,Integer> RESUME = new ConcurrentHashMap<>();
#   public Bundle call(String method, String arg, Bundle extras) {
#     int uid = Binder.getCallingUid();
#     for (String p : getContext().getPackageManager().getPackagesForUid(uid)) {
#       if (TRUSTED.contains(p)) {                      // any one package of a shared UID
#         String t = UUID.randomUUID().toString(); RESUME.put(t, uid);   // the resume later runs the tool
#         return Replies.needsUser(PendingIntent.getActivity(getContext(), 0, new Intent(getContext(), Confirm.class), FLAG_IMMUTABLE), t);
#       }
#     }
#     return Replies.error("PERMISSION_DENIED", "not trusted");
#   }
# }
.class public Lcom/example/demo/P;
.super Landroid/content/ContentProvider;
.field static final TRUSTED:Ljava/util/Set;
.field static final RESUME:Ljava/util/Map;
.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Ljava/util/HashSet;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    const-string v3, "com.clawseed.agent"
    aput-object v3, v1, v2
    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V
    sput-object v0, Lcom/example/demo/P;->TRUSTED:Ljava/util/Set;
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/demo/P;->RESUME:Ljava/util/Map;
    return-void
.end method
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v1
    invoke-virtual {v1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v1
    array-length v2, v1
    const/4 v3, 0x0
    :loop
    if-ge v3, v2, :done
    aget-object v4, v1, v3
    sget-object v5, Lcom/example/demo/P;->TRUSTED:Ljava/util/Set;
    invoke-interface {v5, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :next
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v5
    invoke-virtual {v5}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v5
    sget-object v6, Lcom/example/demo/P;->RESUME:Ljava/util/Map;
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v7
    invoke-interface {v6, v5, v7}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v6
    new-instance v7, Landroid/content/Intent;
    const-class v8, Lcom/example/demo/Confirm;
    invoke-direct {v7, v6, v8}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v8, 0x0
    const/high16 v9, 0x4000000
    invoke-static {v6, v8, v7, v9}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v6
    invoke-static {v6, v5}, Lcom/example/demo/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v6
    return-object v6
    :next
    add-int/lit8 v3, v3, 0x1
    goto :loop
    :done
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "not trusted"
    invoke-static {v1, v2}, Lcom/example/demo/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
.end method
