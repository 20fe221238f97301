.class public final Lcom/shedshare/tools/MemberGrants;
.super Ljava/lang/Object;
.source "ShedProvider.kt"

.field public static final INSTANCE:Lcom/shedshare/tools/MemberGrants;

.method private constructor <init>()V
    .registers 1
    .line 99
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final scopesFor(Landroid/content/Context;Ljava/lang/String;)Ljava/util/Set;
    .registers 6
    const-string v1, "context"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "pkg"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 101
    const-string v1, "member_grants"
    const/4 v2, 0x0
    invoke-virtual {v4, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object v2
    invoke-interface {v0, v5, v2}, Landroid/content/SharedPreferences;->getStringSet(Ljava/lang/String;Ljava/util/Set;)Ljava/util/Set;
    move-result-object v0
    if-nez v0, :L36
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object v0
    :L36
    .line 101
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/shedshare/tools/MemberGrants;
    invoke-direct {v0}, Lcom/shedshare/tools/MemberGrants;-><init>()V
    sput-object v0, Lcom/shedshare/tools/MemberGrants;->INSTANCE:Lcom/shedshare/tools/MemberGrants;
    return-void
.end method

