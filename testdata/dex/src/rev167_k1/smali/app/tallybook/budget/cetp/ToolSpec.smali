.class public final Lapp/tallybook/budget/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "Descriptors.kt"


# instance fields
.field private final confirmation:Lapp/tallybook/budget/cetp/Confirmation;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Lapp/tallybook/budget/cetp/Effect;

.field private final idempotent:Z

.field private final input:Lorg/json/JSONObject;

.field private final name:Ljava/lang/String;

.field private final openWorld:Z

.field private final output:Lorg/json/JSONObject;

.field private final risk:Lapp/tallybook/budget/cetp/Risk;

.field private final scopes:Ljava/util/List;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/tallybook/budget/cetp/Risk;Lapp/tallybook/budget/cetp/Confirmation;ZZZ)V
    .registers 22

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "title"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "description"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "effect"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "scopes"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "input"

    invoke-static {p6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p7

    const-string v1, "output"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p8

    const-string v1, "risk"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p9

    const-string v1, "confirmation"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 35
    iput-object p1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 36
    iput-object p2, p0, Lapp/tallybook/budget/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 37
    iput-object p3, p0, Lapp/tallybook/budget/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 38
    iput-object p4, p0, Lapp/tallybook/budget/cetp/ToolSpec;->effect:Lapp/tallybook/budget/cetp/Effect;

    .line 39
    iput-object p5, p0, Lapp/tallybook/budget/cetp/ToolSpec;->scopes:Ljava/util/List;

    .line 40
    iput-object p6, p0, Lapp/tallybook/budget/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    .line 41
    move-object/from16 v1, p7

    iput-object v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    .line 42
    move-object/from16 v1, p8

    iput-object v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->risk:Lapp/tallybook/budget/cetp/Risk;

    .line 43
    move-object/from16 v1, p9

    iput-object v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->confirmation:Lapp/tallybook/budget/cetp/Confirmation;

    .line 44
    move/from16 v1, p10

    iput-boolean v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->destructive:Z

    .line 45
    move/from16 v1, p11

    iput-boolean v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->idempotent:Z

    .line 46
    move/from16 v1, p12

    iput-boolean v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->openWorld:Z

    .line 49
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_b

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Ljava/lang/String;->charAt(I)C

    move-result v3

    const/16 v0, 0x61

    if-gt v0, v3, :cond_2

    const/16 v1, 0x7b

    if-ge v3, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_b

    iget-object v3, p0, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    check-cast v3, Ljava/lang/CharSequence;

    const/4 v4, 0x0

    .line 104
    const/4 v5, 0x0

    :goto_2
    invoke-interface {v3}, Ljava/lang/CharSequence;->length()I

    move-result v1

    if-ge v5, v1, :cond_a

    invoke-interface {v3, v5}, Ljava/lang/CharSequence;->charAt(I)C

    move-result v6

    move v7, v6

    const/4 v8, 0x0

    .line 49
    const/16 v0, 0x61

    if-gt v0, v7, :cond_4

    const/16 v1, 0x7b

    if-ge v7, v1, :cond_3

    const/4 v0, 0x1

    goto :goto_3

    :cond_3
    const/4 v0, 0x0

    goto :goto_3

    :cond_4
    const/4 v0, 0x0

    :goto_3
    if-nez v0, :cond_7

    const/16 v0, 0x30

    if-gt v0, v7, :cond_6

    const/16 v1, 0x3a

    if-ge v7, v1, :cond_5

    const/4 v0, 0x1

    goto :goto_4

    :cond_5
    const/4 v0, 0x0

    goto :goto_4

    :cond_6
    const/4 v0, 0x0

    :goto_4
    if-nez v0, :cond_7

    const/16 v1, 0x5f

    if-ne v7, v1, :cond_8

    :cond_7
    const/4 v0, 0x1

    goto :goto_5

    :cond_8
    const/4 v0, 0x0

    .line 104
    :goto_5
    if-nez v0, :cond_9

    const/4 v0, 0x0

    goto :goto_6

    :cond_9
    add-int/lit8 v5, v5, 0x1

    goto :goto_2

    .line 105
    :cond_a
    const/4 v0, 0x1

    .line 49
    :goto_6
    if-eqz v0, :cond_b

    const/4 v0, 0x1

    goto :goto_7

    :cond_b
    const/4 v0, 0x0

    :goto_7
    if-nez v0, :cond_c

    const/4 v4, 0x0

    .line 50
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "tool name "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    .line 49
    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v4}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 52
    :cond_c
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->confirmation:Lapp/tallybook/budget/cetp/Confirmation;

    sget-object v1, Lapp/tallybook/budget/cetp/Confirmation;->ALWAYS:Lapp/tallybook/budget/cetp/Confirmation;

    if-eq v0, v1, :cond_d

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->effect:Lapp/tallybook/budget/cetp/Effect;

    sget-object v1, Lapp/tallybook/budget/cetp/Effect;->DELETE:Lapp/tallybook/budget/cetp/Effect;

    if-eq v0, v1, :cond_e

    iget-boolean v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->destructive:Z

    if-nez v0, :cond_e

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->risk:Lapp/tallybook/budget/cetp/Risk;

    sget-object v1, Lapp/tallybook/budget/cetp/Risk;->HIGH:Lapp/tallybook/budget/cetp/Risk;

    if-eq v0, v1, :cond_e

    :cond_d
    const/4 v0, 0x1

    goto :goto_8

    :cond_e
    const/4 v0, 0x0

    :goto_8
    if-nez v0, :cond_f

    const/4 v4, 0x0

    .line 53
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, " needs confirmation=always"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    .line 52
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v4}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 34
    :cond_f
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/tallybook/budget/cetp/Risk;Lapp/tallybook/budget/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 17

    .line 34
    and-int/lit16 v0, p13, 0x80

    if-eqz v0, :cond_0

    .line 42
    sget-object p8, Lapp/tallybook/budget/cetp/Risk;->LOW:Lapp/tallybook/budget/cetp/Risk;

    .line 34
    :cond_0
    and-int/lit16 v0, p13, 0x100

    if-eqz v0, :cond_1

    .line 43
    sget-object p9, Lapp/tallybook/budget/cetp/Confirmation;->NEVER:Lapp/tallybook/budget/cetp/Confirmation;

    .line 34
    :cond_1
    and-int/lit16 v0, p13, 0x200

    if-eqz v0, :cond_2

    .line 44
    const/4 p10, 0x0

    .line 34
    :cond_2
    and-int/lit16 v0, p13, 0x400

    if-eqz v0, :cond_4

    .line 45
    sget-object v1, Lapp/tallybook/budget/cetp/Effect;->READ:Lapp/tallybook/budget/cetp/Effect;

    if-ne p4, v1, :cond_3

    const/4 v0, 0x1

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    move p11, v0

    .line 34
    :cond_4
    and-int/lit16 v0, p13, 0x800

    if-eqz v0, :cond_5

    .line 46
    const/4 p12, 0x0

    .line 34
    :cond_5
    invoke-direct/range {p0 .. p12}, Lapp/tallybook/budget/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/tallybook/budget/cetp/Risk;Lapp/tallybook/budget/cetp/Confirmation;ZZZ)V

    .line 47
    return-void
.end method

.method public static synthetic copy$default(Lapp/tallybook/budget/cetp/ToolSpec;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/tallybook/budget/cetp/Risk;Lapp/tallybook/budget/cetp/Confirmation;ZZZILjava/lang/Object;)Lapp/tallybook/budget/cetp/ToolSpec;
    .registers 16

    and-int/lit8 v0, p13, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p13, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lapp/tallybook/budget/cetp/ToolSpec;->title:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p13, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lapp/tallybook/budget/cetp/ToolSpec;->description:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p13, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lapp/tallybook/budget/cetp/ToolSpec;->effect:Lapp/tallybook/budget/cetp/Effect;

    :cond_3
    and-int/lit8 v0, p13, 0x10

    if-eqz v0, :cond_4

    iget-object p5, p0, Lapp/tallybook/budget/cetp/ToolSpec;->scopes:Ljava/util/List;

    :cond_4
    and-int/lit8 v0, p13, 0x20

    if-eqz v0, :cond_5

    iget-object p6, p0, Lapp/tallybook/budget/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    :cond_5
    and-int/lit8 v0, p13, 0x40

    if-eqz v0, :cond_6

    iget-object p7, p0, Lapp/tallybook/budget/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    :cond_6
    and-int/lit16 v0, p13, 0x80

    if-eqz v0, :cond_7

    iget-object p8, p0, Lapp/tallybook/budget/cetp/ToolSpec;->risk:Lapp/tallybook/budget/cetp/Risk;

    :cond_7
    and-int/lit16 v0, p13, 0x100

    if-eqz v0, :cond_8

    iget-object p9, p0, Lapp/tallybook/budget/cetp/ToolSpec;->confirmation:Lapp/tallybook/budget/cetp/Confirmation;

    :cond_8
    and-int/lit16 v0, p13, 0x200

    if-eqz v0, :cond_9

    iget-boolean p10, p0, Lapp/tallybook/budget/cetp/ToolSpec;->destructive:Z

    :cond_9
    and-int/lit16 v0, p13, 0x400

    if-eqz v0, :cond_a

    iget-boolean p11, p0, Lapp/tallybook/budget/cetp/ToolSpec;->idempotent:Z

    :cond_a
    and-int/lit16 v0, p13, 0x800

    if-eqz v0, :cond_b

    iget-boolean p12, p0, Lapp/tallybook/budget/cetp/ToolSpec;->openWorld:Z

    :cond_b
    invoke-virtual/range {p0 .. p12}, Lapp/tallybook/budget/cetp/ToolSpec;->copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/tallybook/budget/cetp/Risk;Lapp/tallybook/budget/cetp/Confirmation;ZZZ)Lapp/tallybook/budget/cetp/ToolSpec;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final component10()Z
    .registers 2

    iget-boolean v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->destructive:Z

    return v0
.end method

.method public final component11()Z
    .registers 2

    iget-boolean v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->idempotent:Z

    return v0
.end method

.method public final component12()Z
    .registers 2

    iget-boolean v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->openWorld:Z

    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()Lapp/tallybook/budget/cetp/Effect;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->effect:Lapp/tallybook/budget/cetp/Effect;

    return-object v0
.end method

.method public final component5()Ljava/util/List;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final component6()Lorg/json/JSONObject;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final component7()Lorg/json/JSONObject;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final component8()Lapp/tallybook/budget/cetp/Risk;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->risk:Lapp/tallybook/budget/cetp/Risk;

    return-object v0
.end method

.method public final component9()Lapp/tallybook/budget/cetp/Confirmation;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->confirmation:Lapp/tallybook/budget/cetp/Confirmation;

    return-object v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/tallybook/budget/cetp/Risk;Lapp/tallybook/budget/cetp/Confirmation;ZZZ)Lapp/tallybook/budget/cetp/ToolSpec;
    .registers 26

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "title"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "description"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p4

    const-string v1, "effect"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p5

    const-string v1, "scopes"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p6

    const-string v1, "input"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p7

    const-string v1, "output"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p8

    const-string v1, "risk"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p9

    const-string v1, "confirmation"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/tallybook/budget/cetp/ToolSpec;

    move-object v1, p1

    move-object v2, p2

    move-object/from16 v3, p3

    move-object/from16 v4, p4

    move-object/from16 v5, p5

    move-object/from16 v6, p6

    move-object/from16 v7, p7

    move-object/from16 v8, p8

    move-object/from16 v9, p9

    move/from16 v10, p10

    move/from16 v11, p11

    move/from16 v12, p12

    invoke-direct/range {v0 .. v12}, Lapp/tallybook/budget/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/tallybook/budget/cetp/Risk;Lapp/tallybook/budget/cetp/Confirmation;ZZZ)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/tallybook/budget/cetp/ToolSpec;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/tallybook/budget/cetp/ToolSpec;

    move-object v2, v0

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    iget-object v1, v2, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->title:Ljava/lang/String;

    iget-object v1, v2, Lapp/tallybook/budget/cetp/ToolSpec;->title:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->description:Ljava/lang/String;

    iget-object v1, v2, Lapp/tallybook/budget/cetp/ToolSpec;->description:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->effect:Lapp/tallybook/budget/cetp/Effect;

    iget-object v1, v2, Lapp/tallybook/budget/cetp/ToolSpec;->effect:Lapp/tallybook/budget/cetp/Effect;

    if-eq v0, v1, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->scopes:Ljava/util/List;

    iget-object v1, v2, Lapp/tallybook/budget/cetp/ToolSpec;->scopes:Ljava/util/List;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    iget-object v1, v2, Lapp/tallybook/budget/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    const/4 v0, 0x0

    return v0

    :cond_7
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    iget-object v1, v2, Lapp/tallybook/budget/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    const/4 v0, 0x0

    return v0

    :cond_8
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->risk:Lapp/tallybook/budget/cetp/Risk;

    iget-object v1, v2, Lapp/tallybook/budget/cetp/ToolSpec;->risk:Lapp/tallybook/budget/cetp/Risk;

    if-eq v0, v1, :cond_9

    const/4 v0, 0x0

    return v0

    :cond_9
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->confirmation:Lapp/tallybook/budget/cetp/Confirmation;

    iget-object v1, v2, Lapp/tallybook/budget/cetp/ToolSpec;->confirmation:Lapp/tallybook/budget/cetp/Confirmation;

    if-eq v0, v1, :cond_a

    const/4 v0, 0x0

    return v0

    :cond_a
    iget-boolean v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->destructive:Z

    iget-boolean v1, v2, Lapp/tallybook/budget/cetp/ToolSpec;->destructive:Z

    if-eq v0, v1, :cond_b

    const/4 v0, 0x0

    return v0

    :cond_b
    iget-boolean v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->idempotent:Z

    iget-boolean v1, v2, Lapp/tallybook/budget/cetp/ToolSpec;->idempotent:Z

    if-eq v0, v1, :cond_c

    const/4 v0, 0x0

    return v0

    :cond_c
    iget-boolean v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->openWorld:Z

    iget-boolean v1, v2, Lapp/tallybook/budget/cetp/ToolSpec;->openWorld:Z

    if-eq v0, v1, :cond_d

    const/4 v0, 0x0

    return v0

    :cond_d
    const/4 v0, 0x1

    return v0
.end method

.method public final getConfirmation()Lapp/tallybook/budget/cetp/Confirmation;
    .registers 2

    .line 43
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->confirmation:Lapp/tallybook/budget/cetp/Confirmation;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 37
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 44
    iget-boolean v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->destructive:Z

    return v0
.end method

.method public final getEffect()Lapp/tallybook/budget/cetp/Effect;
    .registers 2

    .line 38
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->effect:Lapp/tallybook/budget/cetp/Effect;

    return-object v0
.end method

.method public final getIdempotent()Z
    .registers 2

    .line 45
    iget-boolean v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->idempotent:Z

    return v0
.end method

.method public final getInput()Lorg/json/JSONObject;
    .registers 2

    .line 40
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOpenWorld()Z
    .registers 2

    .line 46
    iget-boolean v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->openWorld:Z

    return v0
.end method

.method public final getOutput()Lorg/json/JSONObject;
    .registers 2

    .line 41
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getRisk()Lapp/tallybook/budget/cetp/Risk;
    .registers 2

    .line 42
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->risk:Lapp/tallybook/budget/cetp/Risk;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 39
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->title:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->title:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->description:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->effect:Lapp/tallybook/budget/cetp/Effect;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Effect;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->scopes:Ljava/util/List;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    invoke-virtual {v1}, Lorg/json/JSONObject;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    invoke-virtual {v1}, Lorg/json/JSONObject;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->risk:Lapp/tallybook/budget/cetp/Risk;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Risk;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->confirmation:Lapp/tallybook/budget/cetp/Confirmation;

    invoke-virtual {v1}, Lapp/tallybook/budget/cetp/Confirmation;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->destructive:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->idempotent:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->openWorld:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 6

    .line 57
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 58
    iget-object v2, p0, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 59
    iget-object v2, p0, Lapp/tallybook/budget/cetp/ToolSpec;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 60
    iget-object v2, p0, Lapp/tallybook/budget/cetp/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 61
    iget-object v2, p0, Lapp/tallybook/budget/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 62
    iget-object v2, p0, Lapp/tallybook/budget/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 63
    new-instance v2, Lorg/json/JSONArray;

    iget-object v4, p0, Lapp/tallybook/budget/cetp/ToolSpec;->scopes:Ljava/util/List;

    check-cast v4, Ljava/util/Collection;

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 66
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 67
    iget-object v4, p0, Lapp/tallybook/budget/cetp/ToolSpec;->effect:Lapp/tallybook/budget/cetp/Effect;

    invoke-virtual {v4}, Lapp/tallybook/budget/cetp/Effect;->getWire()Ljava/lang/String;

    move-result-object v4

    const-string v3, "effect"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 68
    iget-object v4, p0, Lapp/tallybook/budget/cetp/ToolSpec;->risk:Lapp/tallybook/budget/cetp/Risk;

    invoke-virtual {v4}, Lapp/tallybook/budget/cetp/Risk;->getWire()Ljava/lang/String;

    move-result-object v4

    const-string v3, "risk"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 69
    iget-boolean v4, p0, Lapp/tallybook/budget/cetp/ToolSpec;->destructive:Z

    const-string v3, "destructive"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 70
    iget-boolean v4, p0, Lapp/tallybook/budget/cetp/ToolSpec;->idempotent:Z

    const-string v3, "idempotent"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 71
    iget-boolean v4, p0, Lapp/tallybook/budget/cetp/ToolSpec;->openWorld:Z

    const-string v3, "open_world"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 72
    iget-object v4, p0, Lapp/tallybook/budget/cetp/ToolSpec;->confirmation:Lapp/tallybook/budget/cetp/Confirmation;

    invoke-virtual {v4}, Lapp/tallybook/budget/cetp/Confirmation;->getWire()Ljava/lang/String;

    move-result-object v4

    const-string v3, "confirmation"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 73
    const-string v3, "execution"

    const-string v4, "sync"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 64
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 74
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 15

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolSpec;->name:Ljava/lang/String;

    iget-object v1, p0, Lapp/tallybook/budget/cetp/ToolSpec;->title:Ljava/lang/String;

    iget-object v2, p0, Lapp/tallybook/budget/cetp/ToolSpec;->description:Ljava/lang/String;

    iget-object v3, p0, Lapp/tallybook/budget/cetp/ToolSpec;->effect:Lapp/tallybook/budget/cetp/Effect;

    iget-object v4, p0, Lapp/tallybook/budget/cetp/ToolSpec;->scopes:Ljava/util/List;

    iget-object v5, p0, Lapp/tallybook/budget/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    iget-object v6, p0, Lapp/tallybook/budget/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    iget-object v7, p0, Lapp/tallybook/budget/cetp/ToolSpec;->risk:Lapp/tallybook/budget/cetp/Risk;

    iget-object v8, p0, Lapp/tallybook/budget/cetp/ToolSpec;->confirmation:Lapp/tallybook/budget/cetp/Confirmation;

    iget-boolean v9, p0, Lapp/tallybook/budget/cetp/ToolSpec;->destructive:Z

    iget-boolean v10, p0, Lapp/tallybook/budget/cetp/ToolSpec;->idempotent:Z

    iget-boolean v11, p0, Lapp/tallybook/budget/cetp/ToolSpec;->openWorld:Z

    new-instance v12, Ljava/lang/StringBuilder;

    invoke-direct {v12}, Ljava/lang/StringBuilder;-><init>()V

    const-string v13, "ToolSpec(name="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v13, ", title="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v13, ", description="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v13, ", effect="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v13, ", scopes="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v13, ", input="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v13, ", output="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v13, ", risk="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v13, ", confirmation="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v13, ", destructive="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v9}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v13, ", idempotent="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v10}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v13, ", openWorld="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v11}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v13, ")"

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
