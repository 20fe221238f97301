.class public final Lcom/larderly/pantry/ToolBuilder;
.super Ljava/lang/Object;
.source "ToolDsl.kt"


# instance fields
.field private confirmation:Lcom/larderly/pantry/Confirmation;

.field private description:Ljava/lang/String;

.field private destructive:Z

.field private effect:Lcom/larderly/pantry/Effect;

.field private handler:Lkotlin/jvm/functions/Function1;

.field private idempotent:Z

.field private final name:Ljava/lang/String;

.field private final outputs:Lorg/json/JSONObject;

.field private final params:Ljava/util/List;

.field private risk:Lcom/larderly/pantry/Risk;

.field private final scopes:Ljava/util/List;

.field private title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 52
    iput-object p1, p0, Lcom/larderly/pantry/ToolBuilder;->name:Ljava/lang/String;

    .line 53
    iget-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->name:Ljava/lang/String;

    iput-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->title:Ljava/lang/String;

    .line 54
    const-string v0, ""

    iput-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->description:Ljava/lang/String;

    .line 55
    sget-object v0, Lcom/larderly/pantry/Effect;->READ:Lcom/larderly/pantry/Effect;

    iput-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->effect:Lcom/larderly/pantry/Effect;

    .line 56
    sget-object v0, Lcom/larderly/pantry/Risk;->LOW:Lcom/larderly/pantry/Risk;

    iput-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->risk:Lcom/larderly/pantry/Risk;

    .line 59
    sget-object v0, Lcom/larderly/pantry/Confirmation;->NEVER:Lcom/larderly/pantry/Confirmation;

    iput-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->confirmation:Lcom/larderly/pantry/Confirmation;

    .line 60
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    check-cast v0, Ljava/util/List;

    iput-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->scopes:Ljava/util/List;

    .line 61
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    check-cast v0, Ljava/util/List;

    iput-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->params:Ljava/util/List;

    .line 62
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iput-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->outputs:Lorg/json/JSONObject;

    .line 52
    return-void
.end method

.method public static synthetic param$default(Lcom/larderly/pantry/ToolBuilder;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ILjava/lang/Object;)V
    .registers 8

    .line 69
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x1

    :cond_0
    and-int/lit8 v0, p5, 0x8

    if-eqz v0, :cond_1

    const-string p4, ""

    :cond_1
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/larderly/pantry/ToolBuilder;->param(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V

    return-void
.end method


# virtual methods
.method public final build()Lcom/larderly/pantry/ToolSpec;
    .registers 16

    .line 82
    iget-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->handler:Lkotlin/jvm/functions/Function1;

    if-nez v0, :cond_0

    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v2, p0, Lcom/larderly/pantry/ToolBuilder;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "tool "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " declares no handler"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_0
    move-object v13, v0

    .line 83
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "type"

    const-string v2, "object"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/larderly/pantry/ToolBuilder;->outputs:Lorg/json/JSONObject;

    const-string v1, "properties"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v14

    .line 84
    new-instance v0, Lcom/larderly/pantry/ToolSpec;

    iget-object v2, p0, Lcom/larderly/pantry/ToolBuilder;->name:Ljava/lang/String;

    iget-object v3, p0, Lcom/larderly/pantry/ToolBuilder;->title:Ljava/lang/String;

    iget-object v4, p0, Lcom/larderly/pantry/ToolBuilder;->description:Ljava/lang/String;

    iget-object v5, p0, Lcom/larderly/pantry/ToolBuilder;->scopes:Ljava/util/List;

    check-cast v5, Ljava/lang/Iterable;

    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->toList(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v5

    iget-object v6, p0, Lcom/larderly/pantry/ToolBuilder;->effect:Lcom/larderly/pantry/Effect;

    iget-object v7, p0, Lcom/larderly/pantry/ToolBuilder;->risk:Lcom/larderly/pantry/Risk;

    iget-boolean v8, p0, Lcom/larderly/pantry/ToolBuilder;->destructive:Z

    iget-boolean v9, p0, Lcom/larderly/pantry/ToolBuilder;->idempotent:Z

    .line 85
    iget-object v10, p0, Lcom/larderly/pantry/ToolBuilder;->confirmation:Lcom/larderly/pantry/Confirmation;

    iget-object v11, p0, Lcom/larderly/pantry/ToolBuilder;->params:Ljava/util/List;

    check-cast v11, Ljava/lang/Iterable;

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->toList(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v11

    invoke-static {v14}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    .line 84
    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move v7, v8

    move v8, v9

    move-object v9, v10

    move-object v10, v11

    move-object v11, v14

    move-object v12, v13

    invoke-direct/range {v0 .. v12}, Lcom/larderly/pantry/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/larderly/pantry/Effect;Lcom/larderly/pantry/Risk;ZZLcom/larderly/pantry/Confirmation;Ljava/util/List;Lorg/json/JSONObject;Lkotlin/jvm/functions/Function1;)V

    return-object v0
.end method

.method public final getConfirmation()Lcom/larderly/pantry/Confirmation;
    .registers 2

    .line 59
    iget-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->confirmation:Lcom/larderly/pantry/Confirmation;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 54
    iget-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 57
    iget-boolean v0, p0, Lcom/larderly/pantry/ToolBuilder;->destructive:Z

    return v0
.end method

.method public final getEffect()Lcom/larderly/pantry/Effect;
    .registers 2

    .line 55
    iget-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->effect:Lcom/larderly/pantry/Effect;

    return-object v0
.end method

.method public final getIdempotent()Z
    .registers 2

    .line 58
    iget-boolean v0, p0, Lcom/larderly/pantry/ToolBuilder;->idempotent:Z

    return v0
.end method

.method public final getRisk()Lcom/larderly/pantry/Risk;
    .registers 2

    .line 56
    iget-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->risk:Lcom/larderly/pantry/Risk;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 53
    iget-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final handle(Lkotlin/jvm/functions/Function1;)V
    .registers 3

    const-string v0, "block"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 78
    iput-object p1, p0, Lcom/larderly/pantry/ToolBuilder;->handler:Lkotlin/jvm/functions/Function1;

    .line 79
    return-void
.end method

.method public final varargs output([Lkotlin/Pair;)V
    .registers 11

    const-string v1, "fields"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 74
    const/4 v4, 0x0

    array-length v5, p1

    :goto_0
    if-ge v4, v5, :cond_0

    aget-object v6, p1, v4

    invoke-virtual {v6}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Ljava/lang/String;

    invoke-virtual {v6}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Ljava/lang/String;

    iget-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->outputs:Lorg/json/JSONObject;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "type"

    invoke-virtual {v2, v3, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v0, v7, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 75
    :cond_0
    return-void
.end method

.method public final param(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V
    .registers 7

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "type"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "description"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    iget-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->params:Ljava/util/List;

    check-cast v0, Ljava/util/Collection;

    new-instance v1, Lcom/larderly/pantry/Param;

    invoke-direct {v1, p1, p2, p3, p4}, Lcom/larderly/pantry/Param;-><init>(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    .line 71
    return-void
.end method

.method public final scope(Ljava/lang/String;)V
    .registers 4

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    iget-object v0, p0, Lcom/larderly/pantry/ToolBuilder;->scopes:Ljava/util/List;

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0, p1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    .line 67
    return-void
.end method

.method public final setConfirmation(Lcom/larderly/pantry/Confirmation;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 59
    iput-object p1, p0, Lcom/larderly/pantry/ToolBuilder;->confirmation:Lcom/larderly/pantry/Confirmation;

    return-void
.end method

.method public final setDescription(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    iput-object p1, p0, Lcom/larderly/pantry/ToolBuilder;->description:Ljava/lang/String;

    return-void
.end method

.method public final setDestructive(Z)V
    .registers 2

    .line 57
    iput-boolean p1, p0, Lcom/larderly/pantry/ToolBuilder;->destructive:Z

    return-void
.end method

.method public final setEffect(Lcom/larderly/pantry/Effect;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    iput-object p1, p0, Lcom/larderly/pantry/ToolBuilder;->effect:Lcom/larderly/pantry/Effect;

    return-void
.end method

.method public final setIdempotent(Z)V
    .registers 2

    .line 58
    iput-boolean p1, p0, Lcom/larderly/pantry/ToolBuilder;->idempotent:Z

    return-void
.end method

.method public final setRisk(Lcom/larderly/pantry/Risk;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    iput-object p1, p0, Lcom/larderly/pantry/ToolBuilder;->risk:Lcom/larderly/pantry/Risk;

    return-void
.end method

.method public final setTitle(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    iput-object p1, p0, Lcom/larderly/pantry/ToolBuilder;->title:Ljava/lang/String;

    return-void
.end method
