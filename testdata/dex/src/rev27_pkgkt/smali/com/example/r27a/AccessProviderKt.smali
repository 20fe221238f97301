.class public final Lcom/example/r27a/AccessProviderKt;
.super Ljava/lang/Object;
.source "AccessProvider.kt"

.field private static final TRUSTED:Ljava/util/Set;

.method static constructor <clinit>()V
    .registers 3
    .line 9
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    const/4 v1, 0x0
    const-string v2, "com.example.partner"
    aput-object v2, v0, v1
    const/4 v1, 0x1
    const-string v2, "com.example.companion"
    aput-object v2, v0, v1
    invoke-static {v0}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/example/r27a/AccessProviderKt;->TRUSTED:Ljava/util/Set;
    return-void
.end method

.method public static final synthetic access$getTRUSTED$p()Ljava/util/Set;
    .registers 1
    .line 1
    sget-object v0, Lcom/example/r27a/AccessProviderKt;->TRUSTED:Ljava/util/Set;
    return-object v0
.end method
