.class public final Lcom/marginalia/notes/core/DueReminders;
.super Ljava/lang/Object;
.source "ReminderUseCases.kt"


# instance fields
.field private final order:Lkotlin/jvm/functions/Function1;

.field private final repo:Lcom/marginalia/notes/core/ReminderRepo;


# direct methods
.method public constructor <init>(Lcom/marginalia/notes/core/ReminderRepo;Lkotlin/jvm/functions/Function1;)V
    .registers 4

    const-string v0, "repo"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "order"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/marginalia/notes/core/DueReminders;->repo:Lcom/marginalia/notes/core/ReminderRepo;

    iput-object p2, p0, Lcom/marginalia/notes/core/DueReminders;->order:Lkotlin/jvm/functions/Function1;

    return-void
.end method

.method public static synthetic invoke$default(Lcom/marginalia/notes/core/DueReminders;JLjava/lang/String;ILjava/lang/Object;)Ljava/util/List;
    .registers 7

    .line 16
    and-int/lit8 v0, p4, 0x2

    if-eqz v0, :cond_0

    const-string p3, ""

    :cond_0
    invoke-virtual {p0, p1, p2, p3}, Lcom/marginalia/notes/core/DueReminders;->invoke(JLjava/lang/String;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final invoke(JLjava/lang/String;)Ljava/util/List;
    .registers 21

    move-object/from16 v0, p3

    const-string v1, "sort"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/marginalia/notes/core/DueReminders;->repo:Lcom/marginalia/notes/core/ReminderRepo;

    move-object/from16 v3, p0

    iget-object v3, v3, Lcom/marginalia/notes/core/DueReminders;->order:Lkotlin/jvm/functions/Function1;

    move-object/from16 v4, p3

    invoke-interface {v3, v4}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/String;

    move-wide/from16 v1, p1

    invoke-virtual {v0, v1, v2, v3}, Lcom/marginalia/notes/core/ReminderRepo;->due(JLjava/lang/String;)Ljava/util/List;

    move-result-object v5

    .line 18
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/marginalia/notes/core/DueReminders;->repo:Lcom/marginalia/notes/core/ReminderRepo;

    move-object v1, v5

    check-cast v1, Ljava/lang/Iterable;

    move-object v6, v1

    move-object v15, v0

    const/4 v7, 0x0

    .line 40
    move-object v8, v6

    new-instance v9, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v6, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v9, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v9, Ljava/util/Collection;

    const/4 v10, 0x0

    .line 41
    invoke-interface {v8}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :goto_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    .line 42
    move-object v1, v12

    check-cast v1, Lorg/json/JSONObject;

    move-object v13, v1

    move-object/from16 v16, v9

    const/4 v14, 0x0

    .line 18
    const-string v1, "reminder_id"

    invoke-virtual {v13, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    .line 42
    move-object v1, v0

    move-object/from16 v0, v16

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 43
    :cond_0
    move-object v0, v9

    check-cast v0, Ljava/util/List;

    .line 18
    invoke-virtual {v15, v0}, Lcom/marginalia/notes/core/ReminderRepo;->markDelivered(Ljava/util/List;)I

    .line 19
    return-object v5
.end method
