.class public final Lcom/larderly/SingleEntry;
.super Lcom/larderly/Entry;
.source "Locator.kt"

# instance fields
.field private instance:Ljava/lang/Object;


# direct methods
.method public constructor <init>(Lkotlin/jvm/functions/Function1;)V
    .registers 3
    const-string v0, "create"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    invoke-direct {p0, p1}, Lcom/larderly/Entry;-><init>(Lkotlin/jvm/functions/Function1;)V
    return-void
.end method


# virtual methods
.method public declared-synchronized obtain(Lcom/larderly/Locator;)Ljava/lang/Object;
    .registers 7
    monitor-enter p0
:sync_start
    const-string v1, "locator"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    iget-object v0, p0, Lcom/larderly/SingleEntry;->instance:Ljava/lang/Object;
    if-nez v0, :L37
    invoke-virtual {p0}, Lcom/larderly/SingleEntry;->getCreate()Lkotlin/jvm/functions/Function1;
    move-result-object v0
    invoke-interface {v0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    move-object v3, v2
    .line 66
    const/4 v4, 0x0
    .line 38
    iput-object v3, p0, Lcom/larderly/SingleEntry;->instance:Ljava/lang/Object;
    move-object v0, v2
:L37
    monitor-exit p0
    return-object v0
:sync_end
:sync_handler
    move-exception v0
    monitor-exit p0
    throw v0
    .catchall {:sync_start .. :sync_end} :sync_handler
.end method
