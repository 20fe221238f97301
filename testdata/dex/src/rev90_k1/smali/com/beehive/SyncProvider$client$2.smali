.class final Lcom/beehive/SyncProvider$client$2;
.super Lkotlin/jvm/internal/Lambda;
.source "SyncProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public static final INSTANCE:Lcom/beehive/SyncProvider$client$2;

.method constructor <init>()V
    .registers 2
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke()Lio/ktor/client/HttpClient;
    .registers 2
    .line 20
    new-instance v0, Lio/ktor/client/HttpClient;
    invoke-direct {v0}, Lio/ktor/client/HttpClient;-><init>()V
    return-object v0
.end method

.method public bridge synthetic invoke()Ljava/lang/Object;
    .registers 2
    .line 20
    invoke-virtual {v1}, Lcom/beehive/SyncProvider$client$2;->invoke()Lio/ktor/client/HttpClient;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/beehive/SyncProvider$client$2;
    invoke-direct {v0}, Lcom/beehive/SyncProvider$client$2;-><init>()V
    sput-object v0, Lcom/beehive/SyncProvider$client$2;->INSTANCE:Lcom/beehive/SyncProvider$client$2;
    return-void
.end method

