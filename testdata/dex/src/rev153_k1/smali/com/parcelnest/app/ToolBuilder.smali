.class public final Lcom/parcelnest/app/ToolBuilder;
.super Ljava/lang/Object;
.source "Dsl.kt"


# instance fields
.field private confirm:Lkotlin/jvm/functions/Function1;

.field private confirmation:Ljava/lang/String;

.field private description:Ljava/lang/String;

.field private destructive:Z

.field private effect:Lcom/parcelnest/app/Effect;

.field private handler:Lkotlin/jvm/functions/Function2;

.field private input:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private output:Ljava/lang/String;

.field private resolution:Lkotlin/jvm/functions/Function2;

.field private risk:Ljava/lang/String;

.field private scopes:Ljava/util/List;

.field private title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 32
    iput-object p1, p0, Lcom/parcelnest/app/ToolBuilder;->name:Ljava/lang/String;

    .line 33
    const-string v0, ""

    iput-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->title:Ljava/lang/String;

    .line 34
    const-string v0, ""

    iput-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->description:Ljava/lang/String;

    .line 35
    sget-object v0, Lcom/parcelnest/app/Effect;->READ:Lcom/parcelnest/app/Effect;

    iput-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->effect:Lcom/parcelnest/app/Effect;

    .line 36
    const-string v0, "low"

    iput-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->risk:Ljava/lang/String;

    .line 37
    const-string v0, "never"

    iput-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->confirmation:Ljava/lang/String;

    .line 39
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->scopes:Ljava/util/List;

    .line 40
    const-string v0, "{\"type\":\"object\",\"additionalProperties\":false}"

    iput-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->input:Ljava/lang/String;

    .line 41
    const-string v0, "{\"type\":\"object\"}"

    iput-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->output:Ljava/lang/String;

    .line 44
    sget-object v0, Lcom/parcelnest/app/ToolBuilder$$ExternalSyntheticLambda0;->INSTANCE:Lcom/parcelnest/app/ToolBuilder$$ExternalSyntheticLambda0;

    iput-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->confirm:Lkotlin/jvm/functions/Function1;

    .line 47
    sget-object v0, Lcom/parcelnest/app/ToolBuilder$$ExternalSyntheticLambda1;->INSTANCE:Lcom/parcelnest/app/ToolBuilder$$ExternalSyntheticLambda1;

    iput-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->resolution:Lkotlin/jvm/functions/Function2;

    .line 32
    return-void
.end method

.method public static final confirm$lambda$0(Lorg/json/JSONObject;)Z
    .registers 3

    const-string v1, "it"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    const/4 v0, 0x0

    return v0
.end method

.method public static final resolution$lambda$0(Lcom/parcelnest/app/ResolutionSpec;Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method


# virtual methods
.method public final build()Lcom/parcelnest/app/Tool;
    .registers 17

    .line 58
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/parcelnest/app/ToolBuilder;->handler:Lkotlin/jvm/functions/Function2;

    if-nez v0, :cond_0

    new-instance v0, Ljava/lang/IllegalStateException;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/parcelnest/app/ToolBuilder;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "tool "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " has no handler"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_0
    move-object v15, v0

    .line 59
    new-instance v0, Lcom/parcelnest/app/Tool;

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/parcelnest/app/ToolBuilder;->name:Ljava/lang/String;

    move-object/from16 v3, p0

    iget-object v3, v3, Lcom/parcelnest/app/ToolBuilder;->title:Ljava/lang/String;

    move-object/from16 v4, p0

    iget-object v4, v4, Lcom/parcelnest/app/ToolBuilder;->description:Ljava/lang/String;

    move-object/from16 v5, p0

    iget-object v5, v5, Lcom/parcelnest/app/ToolBuilder;->effect:Lcom/parcelnest/app/Effect;

    move-object/from16 v6, p0

    iget-object v6, v6, Lcom/parcelnest/app/ToolBuilder;->risk:Ljava/lang/String;

    move-object/from16 v7, p0

    iget-object v7, v7, Lcom/parcelnest/app/ToolBuilder;->confirmation:Ljava/lang/String;

    move-object/from16 v8, p0

    iget-boolean v8, v8, Lcom/parcelnest/app/ToolBuilder;->destructive:Z

    move-object/from16 v9, p0

    iget-object v9, v9, Lcom/parcelnest/app/ToolBuilder;->scopes:Ljava/util/List;

    move-object/from16 v10, p0

    iget-object v10, v10, Lcom/parcelnest/app/ToolBuilder;->input:Ljava/lang/String;

    move-object/from16 v11, p0

    iget-object v11, v11, Lcom/parcelnest/app/ToolBuilder;->output:Ljava/lang/String;

    move-object/from16 v12, p0

    iget-object v12, v12, Lcom/parcelnest/app/ToolBuilder;->confirm:Lkotlin/jvm/functions/Function1;

    move-object/from16 v14, p0

    iget-object v14, v14, Lcom/parcelnest/app/ToolBuilder;->resolution:Lkotlin/jvm/functions/Function2;

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move v7, v8

    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    move-object v11, v12

    move-object v12, v15

    move-object v13, v14

    invoke-direct/range {v0 .. v13}, Lcom/parcelnest/app/Tool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/parcelnest/app/Effect;Ljava/lang/String;Ljava/lang/String;ZLjava/util/List;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function2;Lkotlin/jvm/functions/Function2;)V

    return-object v0
.end method

.method public final getConfirm()Lkotlin/jvm/functions/Function1;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->confirm:Lkotlin/jvm/functions/Function1;

    return-object v0
.end method

.method public final getConfirmation()Ljava/lang/String;
    .registers 2

    .line 37
    iget-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->confirmation:Ljava/lang/String;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 38
    iget-boolean v0, p0, Lcom/parcelnest/app/ToolBuilder;->destructive:Z

    return v0
.end method

.method public final getEffect()Lcom/parcelnest/app/Effect;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->effect:Lcom/parcelnest/app/Effect;

    return-object v0
.end method

.method public final getInput()Ljava/lang/String;
    .registers 2

    .line 40
    iget-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->input:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutput()Ljava/lang/String;
    .registers 2

    .line 41
    iget-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->output:Ljava/lang/String;

    return-object v0
.end method

.method public final getRisk()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->risk:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/parcelnest/app/ToolBuilder;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final handler(Lkotlin/jvm/functions/Function2;)V
    .registers 3

    const-string v0, "block"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    iput-object p1, p0, Lcom/parcelnest/app/ToolBuilder;->handler:Lkotlin/jvm/functions/Function2;

    .line 51
    return-void
.end method

.method public final resolution(Lkotlin/jvm/functions/Function2;)V
    .registers 3

    const-string v0, "block"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    iput-object p1, p0, Lcom/parcelnest/app/ToolBuilder;->resolution:Lkotlin/jvm/functions/Function2;

    .line 55
    return-void
.end method

.method public final setConfirm(Lkotlin/jvm/functions/Function1;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    iput-object p1, p0, Lcom/parcelnest/app/ToolBuilder;->confirm:Lkotlin/jvm/functions/Function1;

    return-void
.end method

.method public final setConfirmation(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    iput-object p1, p0, Lcom/parcelnest/app/ToolBuilder;->confirmation:Ljava/lang/String;

    return-void
.end method

.method public final setDescription(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    iput-object p1, p0, Lcom/parcelnest/app/ToolBuilder;->description:Ljava/lang/String;

    return-void
.end method

.method public final setDestructive(Z)V
    .registers 2

    .line 38
    iput-boolean p1, p0, Lcom/parcelnest/app/ToolBuilder;->destructive:Z

    return-void
.end method

.method public final setEffect(Lcom/parcelnest/app/Effect;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    iput-object p1, p0, Lcom/parcelnest/app/ToolBuilder;->effect:Lcom/parcelnest/app/Effect;

    return-void
.end method

.method public final setInput(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    iput-object p1, p0, Lcom/parcelnest/app/ToolBuilder;->input:Ljava/lang/String;

    return-void
.end method

.method public final setOutput(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    iput-object p1, p0, Lcom/parcelnest/app/ToolBuilder;->output:Ljava/lang/String;

    return-void
.end method

.method public final setRisk(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    iput-object p1, p0, Lcom/parcelnest/app/ToolBuilder;->risk:Ljava/lang/String;

    return-void
.end method

.method public final setScopes(Ljava/util/List;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    iput-object p1, p0, Lcom/parcelnest/app/ToolBuilder;->scopes:Ljava/util/List;

    return-void
.end method

.method public final setTitle(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    iput-object p1, p0, Lcom/parcelnest/app/ToolBuilder;->title:Ljava/lang/String;

    return-void
.end method
