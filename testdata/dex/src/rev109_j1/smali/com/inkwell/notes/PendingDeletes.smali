.class public final Lcom/inkwell/notes/PendingDeletes;
.super Ljava/lang/Object;
.source "PendingDeletes.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkwell/notes/PendingDeletes$Entry;
    }
.end annotation


# static fields
.field private static final INSTANCE:Lcom/inkwell/notes/PendingDeletes;


# instance fields
.field private final entries:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/inkwell/notes/PendingDeletes$Entry;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 21
    new-instance v0, Lcom/inkwell/notes/PendingDeletes;

    invoke-direct {v0}, Lcom/inkwell/notes/PendingDeletes;-><init>()V

    sput-object v0, Lcom/inkwell/notes/PendingDeletes;->INSTANCE:Lcom/inkwell/notes/PendingDeletes;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/inkwell/notes/PendingDeletes;->entries:Ljava/util/Map;

    return-void
.end method

.method public static get()Lcom/inkwell/notes/PendingDeletes;
    .registers 1

    .line 24
    sget-object v0, Lcom/inkwell/notes/PendingDeletes;->INSTANCE:Lcom/inkwell/notes/PendingDeletes;

    return-object v0
.end method


# virtual methods
.method public declared-synchronized approve(Ljava/lang/String;)V
    .registers 4

    monitor-enter p0

    .line 34
    :try_start_0
    iget-object v0, p0, Lcom/inkwell/notes/PendingDeletes;->entries:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/PendingDeletes$Entry;

    .line 35
    if-eqz v0, :cond_0

    .line 36
    const/4 v1, 0x1

    iput-boolean v1, v0, Lcom/inkwell/notes/PendingDeletes$Entry;->approved:Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 38
    :cond_0
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method declared-synchronized approved(Ljava/lang/String;)Lcom/inkwell/notes/PendingDeletes$Entry;
    .registers 4

    monitor-enter p0

    .line 46
    :try_start_0
    iget-object v0, p0, Lcom/inkwell/notes/PendingDeletes;->entries:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/PendingDeletes$Entry;

    .line 47
    if-eqz v0, :cond_0

    iget-boolean v1, v0, Lcom/inkwell/notes/PendingDeletes$Entry;->approved:Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    if-eqz v1, :cond_0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized deny(Ljava/lang/String;)V
    .registers 3

    monitor-enter p0

    .line 41
    :try_start_0
    iget-object v0, p0, Lcom/inkwell/notes/PendingDeletes;->entries:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 42
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method declared-synchronized hold(Ljava/lang/String;JILjava/lang/String;)V
    .registers 9

    monitor-enter p0

    .line 30
    :try_start_0
    iget-object v0, p0, Lcom/inkwell/notes/PendingDeletes;->entries:Ljava/util/Map;

    new-instance v1, Lcom/inkwell/notes/PendingDeletes$Entry;

    invoke-direct {v1, p2, p3, p4, p5}, Lcom/inkwell/notes/PendingDeletes$Entry;-><init>(JILjava/lang/String;)V

    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 31
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
