.class public final Lcom/hearthguard/claims/Graph;
.super Ljava/lang/Object;
.source "Graph.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nGraph.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Graph.kt\ncom/hearthguard/claims/Graph\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,36:1\n1#2:37\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/hearthguard/claims/Graph;

.field private static component:Lcom/hearthguard/claims/HearthComponent;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/hearthguard/claims/Graph;
    invoke-direct {v0}, Lcom/hearthguard/claims/Graph;-><init>()V
    sput-object v0, Lcom/hearthguard/claims/Graph;->INSTANCE:Lcom/hearthguard/claims/Graph;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final declared-synchronized of(Landroid/content/Context;)Lcom/hearthguard/claims/HearthComponent;
    .registers 5
    monitor-enter p0
    :try_start_0
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    sget-object v0, Lcom/hearthguard/claims/Graph;->component:Lcom/hearthguard/claims/HearthComponent;
    if-nez v0, :cond_0
    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lcom/hearthguard/claims/DaggerHearthComponent;->create(Landroid/content/Context;)Lcom/hearthguard/claims/HearthComponent;
    move-result-object v0
    move-object p1, v0
    .local p1, "it":Lcom/hearthguard/claims/HearthComponent;
    const/4 v1, 0x0
    .line 37
    .local v1, "$i$a$-also-Graph$of$1":I
    .line 34
    sput-object p1, Lcom/hearthguard/claims/Graph;->component:Lcom/hearthguard/claims/HearthComponent;
    .end local v1    # "$i$a$-also-Graph$of$1":I
    .end local p1    # "it":Lcom/hearthguard/claims/HearthComponent;
    const-string p1, "also(...)"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    :cond_0
    monitor-exit p0
    return-object v0

    :catchall_0
    move-exception p1
    monitor-exit p0
    throw p1
.end method
