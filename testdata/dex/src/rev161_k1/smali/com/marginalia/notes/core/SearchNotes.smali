.class public final Lcom/marginalia/notes/core/SearchNotes;
.super Ljava/lang/Object;
.source "NoteUseCases.kt"


# instance fields
.field private final order:Lkotlin/jvm/functions/Function1;

.field private final recent:Ljava/util/LinkedHashMap;

.field private final repo:Lcom/marginalia/notes/core/NoteRepo;


# direct methods
.method public constructor <init>(Lcom/marginalia/notes/core/NoteRepo;Lkotlin/jvm/functions/Function1;)V
    .registers 4

    const-string v0, "repo"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "order"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/marginalia/notes/core/SearchNotes;->repo:Lcom/marginalia/notes/core/NoteRepo;

    iput-object p2, p0, Lcom/marginalia/notes/core/SearchNotes;->order:Lkotlin/jvm/functions/Function1;

    .line 7
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/marginalia/notes/core/SearchNotes;->recent:Ljava/util/LinkedHashMap;

    .line 6
    return-void
.end method

.method public static synthetic invoke$default(Lcom/marginalia/notes/core/SearchNotes;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Ljava/util/List;
    .registers 6

    .line 9
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_0

    const-string p2, ""

    :cond_0
    invoke-virtual {p0, p1, p2}, Lcom/marginalia/notes/core/SearchNotes;->invoke(Ljava/lang/String;Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final invoke(Ljava/lang/String;Ljava/lang/String;)Ljava/util/List;
    .registers 11

    const-string v1, "text"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "sort"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    iget-object v0, p0, Lcom/marginalia/notes/core/SearchNotes;->repo:Lcom/marginalia/notes/core/NoteRepo;

    iget-object v2, p0, Lcom/marginalia/notes/core/SearchNotes;->order:Lkotlin/jvm/functions/Function1;

    invoke-interface {v2, p2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/String;

    invoke-virtual {v0, p1, v2}, Lcom/marginalia/notes/core/NoteRepo;->search(Ljava/lang/String;Ljava/lang/String;)Ljava/util/List;

    move-result-object v4

    .line 11
    iget-object v5, p0, Lcom/marginalia/notes/core/SearchNotes;->recent:Ljava/util/LinkedHashMap;

    monitor-enter v5

    :try_start_0
    const/4 v6, 0x0

    .line 12
    iget-object v0, p0, Lcom/marginalia/notes/core/SearchNotes;->recent:Ljava/util/LinkedHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v4}, Ljava/util/List;->size()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-interface {v0, p1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 13
    iget-object v0, p0, Lcom/marginalia/notes/core/SearchNotes;->recent:Ljava/util/LinkedHashMap;

    invoke-virtual {v0}, Ljava/util/LinkedHashMap;->size()I

    move-result v0

    const/16 v1, 0x14

    if-le v0, v1, :cond_0

    iget-object v0, p0, Lcom/marginalia/notes/core/SearchNotes;->recent:Ljava/util/LinkedHashMap;

    iget-object v1, p0, Lcom/marginalia/notes/core/SearchNotes;->recent:Ljava/util/LinkedHashMap;

    invoke-virtual {v1}, Ljava/util/LinkedHashMap;->keySet()Ljava/util/Set;

    move-result-object v1

    const-string v3, "<get-keys>(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v1, Ljava/lang/Iterable;

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->first(Ljava/lang/Iterable;)Ljava/lang/Object;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/LinkedHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 14
    :cond_0
    sget-object v6, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 11
    monitor-exit v5

    goto :goto_0

    :catchall_0
    move-exception v7

    monitor-exit v5

    throw v7

    .line 15
    :goto_0
    return-object v4
.end method
