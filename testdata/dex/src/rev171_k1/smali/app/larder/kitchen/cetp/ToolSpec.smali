.class public final Lapp/larder/kitchen/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "Descriptors.kt"


# instance fields
.field private final confirmation:Lapp/larder/kitchen/cetp/Confirmation;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Lapp/larder/kitchen/cetp/Effect;

.field private final idempotent:Z

.field private final input:Lorg/json/JSONObject;

.field private final mayRunAsync:Z

.field private final name:Ljava/lang/String;

.field private final output:Lorg/json/JSONObject;

.field private final risk:Lapp/larder/kitchen/cetp/Risk;

.field private final scopes:Ljava/util/List;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZ)V
    .registers 14

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "title"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "description"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "input"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "output"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "effect"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "risk"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "confirmation"

    invoke-static {p9, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    iput-object p1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->name:Ljava/lang/String;

    .line 23
    iput-object p2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->title:Ljava/lang/String;

    .line 24
    iput-object p3, p0, Lapp/larder/kitchen/cetp/ToolSpec;->description:Ljava/lang/String;

    .line 25
    iput-object p4, p0, Lapp/larder/kitchen/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    .line 26
    iput-object p5, p0, Lapp/larder/kitchen/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    .line 27
    iput-object p6, p0, Lapp/larder/kitchen/cetp/ToolSpec;->scopes:Ljava/util/List;

    .line 28
    iput-object p7, p0, Lapp/larder/kitchen/cetp/ToolSpec;->effect:Lapp/larder/kitchen/cetp/Effect;

    .line 29
    iput-object p8, p0, Lapp/larder/kitchen/cetp/ToolSpec;->risk:Lapp/larder/kitchen/cetp/Risk;

    .line 30
    iput-object p9, p0, Lapp/larder/kitchen/cetp/ToolSpec;->confirmation:Lapp/larder/kitchen/cetp/Confirmation;

    .line 31
    iput-boolean p10, p0, Lapp/larder/kitchen/cetp/ToolSpec;->destructive:Z

    .line 32
    iput-boolean p11, p0, Lapp/larder/kitchen/cetp/ToolSpec;->idempotent:Z

    .line 33
    iput-boolean p12, p0, Lapp/larder/kitchen/cetp/ToolSpec;->mayRunAsync:Z

    .line 21
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 16

    .line 21
    and-int/lit16 v0, p13, 0x80

    if-eqz v0, :cond_0

    .line 29
    sget-object p8, Lapp/larder/kitchen/cetp/Risk;->LOW:Lapp/larder/kitchen/cetp/Risk;

    .line 21
    :cond_0
    and-int/lit16 v0, p13, 0x100

    if-eqz v0, :cond_1

    .line 30
    sget-object p9, Lapp/larder/kitchen/cetp/Confirmation;->NEVER:Lapp/larder/kitchen/cetp/Confirmation;

    .line 21
    :cond_1
    and-int/lit16 v0, p13, 0x200

    if-eqz v0, :cond_2

    .line 31
    const/4 p10, 0x0

    .line 21
    :cond_2
    and-int/lit16 v0, p13, 0x400

    if-eqz v0, :cond_3

    .line 32
    const/4 p11, 0x0

    .line 21
    :cond_3
    and-int/lit16 v0, p13, 0x800

    if-eqz v0, :cond_4

    .line 33
    const/4 p12, 0x0

    .line 21
    :cond_4
    invoke-direct/range {p0 .. p12}, Lapp/larder/kitchen/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZ)V

    .line 34
    return-void
.end method

.method public static synthetic copy$default(Lapp/larder/kitchen/cetp/ToolSpec;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZILjava/lang/Object;)Lapp/larder/kitchen/cetp/ToolSpec;
    .registers 16

    and-int/lit8 v0, p13, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->name:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p13, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->title:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p13, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lapp/larder/kitchen/cetp/ToolSpec;->description:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p13, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lapp/larder/kitchen/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    :cond_3
    and-int/lit8 v0, p13, 0x10

    if-eqz v0, :cond_4

    iget-object p5, p0, Lapp/larder/kitchen/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    :cond_4
    and-int/lit8 v0, p13, 0x20

    if-eqz v0, :cond_5

    iget-object p6, p0, Lapp/larder/kitchen/cetp/ToolSpec;->scopes:Ljava/util/List;

    :cond_5
    and-int/lit8 v0, p13, 0x40

    if-eqz v0, :cond_6

    iget-object p7, p0, Lapp/larder/kitchen/cetp/ToolSpec;->effect:Lapp/larder/kitchen/cetp/Effect;

    :cond_6
    and-int/lit16 v0, p13, 0x80

    if-eqz v0, :cond_7

    iget-object p8, p0, Lapp/larder/kitchen/cetp/ToolSpec;->risk:Lapp/larder/kitchen/cetp/Risk;

    :cond_7
    and-int/lit16 v0, p13, 0x100

    if-eqz v0, :cond_8

    iget-object p9, p0, Lapp/larder/kitchen/cetp/ToolSpec;->confirmation:Lapp/larder/kitchen/cetp/Confirmation;

    :cond_8
    and-int/lit16 v0, p13, 0x200

    if-eqz v0, :cond_9

    iget-boolean p10, p0, Lapp/larder/kitchen/cetp/ToolSpec;->destructive:Z

    :cond_9
    and-int/lit16 v0, p13, 0x400

    if-eqz v0, :cond_a

    iget-boolean p11, p0, Lapp/larder/kitchen/cetp/ToolSpec;->idempotent:Z

    :cond_a
    and-int/lit16 v0, p13, 0x800

    if-eqz v0, :cond_b

    iget-boolean p12, p0, Lapp/larder/kitchen/cetp/ToolSpec;->mayRunAsync:Z

    :cond_b
    invoke-virtual/range {p0 .. p12}, Lapp/larder/kitchen/cetp/ToolSpec;->copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZ)Lapp/larder/kitchen/cetp/ToolSpec;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final component10()Z
    .registers 2

    iget-boolean v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->destructive:Z

    return v0
.end method

.method public final component11()Z
    .registers 2

    iget-boolean v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->idempotent:Z

    return v0
.end method

.method public final component12()Z
    .registers 2

    iget-boolean v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->mayRunAsync:Z

    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()Lorg/json/JSONObject;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final component5()Lorg/json/JSONObject;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final component6()Ljava/util/List;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final component7()Lapp/larder/kitchen/cetp/Effect;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->effect:Lapp/larder/kitchen/cetp/Effect;

    return-object v0
.end method

.method public final component8()Lapp/larder/kitchen/cetp/Risk;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->risk:Lapp/larder/kitchen/cetp/Risk;

    return-object v0
.end method

.method public final component9()Lapp/larder/kitchen/cetp/Confirmation;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->confirmation:Lapp/larder/kitchen/cetp/Confirmation;

    return-object v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZ)Lapp/larder/kitchen/cetp/ToolSpec;
    .registers 26

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "title"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "description"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p4

    const-string v1, "input"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p5

    const-string v1, "output"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p6

    const-string v1, "scopes"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p7

    const-string v1, "effect"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p8

    const-string v1, "risk"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p9

    const-string v1, "confirmation"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/larder/kitchen/cetp/ToolSpec;

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

    invoke-direct/range {v0 .. v12}, Lapp/larder/kitchen/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/larder/kitchen/cetp/Effect;Lapp/larder/kitchen/cetp/Risk;Lapp/larder/kitchen/cetp/Confirmation;ZZZ)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/larder/kitchen/cetp/ToolSpec;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/larder/kitchen/cetp/ToolSpec;

    move-object v2, v0

    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->name:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->title:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/ToolSpec;->title:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->description:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/ToolSpec;->description:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->scopes:Ljava/util/List;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/ToolSpec;->scopes:Ljava/util/List;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    const/4 v0, 0x0

    return v0

    :cond_7
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->effect:Lapp/larder/kitchen/cetp/Effect;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/ToolSpec;->effect:Lapp/larder/kitchen/cetp/Effect;

    if-eq v0, v1, :cond_8

    const/4 v0, 0x0

    return v0

    :cond_8
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->risk:Lapp/larder/kitchen/cetp/Risk;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/ToolSpec;->risk:Lapp/larder/kitchen/cetp/Risk;

    if-eq v0, v1, :cond_9

    const/4 v0, 0x0

    return v0

    :cond_9
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->confirmation:Lapp/larder/kitchen/cetp/Confirmation;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/ToolSpec;->confirmation:Lapp/larder/kitchen/cetp/Confirmation;

    if-eq v0, v1, :cond_a

    const/4 v0, 0x0

    return v0

    :cond_a
    iget-boolean v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->destructive:Z

    iget-boolean v1, v2, Lapp/larder/kitchen/cetp/ToolSpec;->destructive:Z

    if-eq v0, v1, :cond_b

    const/4 v0, 0x0

    return v0

    :cond_b
    iget-boolean v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->idempotent:Z

    iget-boolean v1, v2, Lapp/larder/kitchen/cetp/ToolSpec;->idempotent:Z

    if-eq v0, v1, :cond_c

    const/4 v0, 0x0

    return v0

    :cond_c
    iget-boolean v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->mayRunAsync:Z

    iget-boolean v1, v2, Lapp/larder/kitchen/cetp/ToolSpec;->mayRunAsync:Z

    if-eq v0, v1, :cond_d

    const/4 v0, 0x0

    return v0

    :cond_d
    const/4 v0, 0x1

    return v0
.end method

.method public final getConfirmation()Lapp/larder/kitchen/cetp/Confirmation;
    .registers 2

    .line 30
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->confirmation:Lapp/larder/kitchen/cetp/Confirmation;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 24
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 31
    iget-boolean v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->destructive:Z

    return v0
.end method

.method public final getEffect()Lapp/larder/kitchen/cetp/Effect;
    .registers 2

    .line 28
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->effect:Lapp/larder/kitchen/cetp/Effect;

    return-object v0
.end method

.method public final getIdempotent()Z
    .registers 2

    .line 32
    iget-boolean v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->idempotent:Z

    return v0
.end method

.method public final getInput()Lorg/json/JSONObject;
    .registers 2

    .line 25
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getMayRunAsync()Z
    .registers 2

    .line 33
    iget-boolean v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->mayRunAsync:Z

    return v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutput()Lorg/json/JSONObject;
    .registers 2

    .line 26
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getRisk()Lapp/larder/kitchen/cetp/Risk;
    .registers 2

    .line 29
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->risk:Lapp/larder/kitchen/cetp/Risk;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 27
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 23
    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->title:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->title:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->description:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    invoke-virtual {v1}, Lorg/json/JSONObject;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    invoke-virtual {v1}, Lorg/json/JSONObject;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->scopes:Ljava/util/List;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->effect:Lapp/larder/kitchen/cetp/Effect;

    invoke-virtual {v1}, Lapp/larder/kitchen/cetp/Effect;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->risk:Lapp/larder/kitchen/cetp/Risk;

    invoke-virtual {v1}, Lapp/larder/kitchen/cetp/Risk;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->confirmation:Lapp/larder/kitchen/cetp/Confirmation;

    invoke-virtual {v1}, Lapp/larder/kitchen/cetp/Confirmation;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->destructive:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->idempotent:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->mayRunAsync:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public final toJson(Z)Lorg/json/JSONObject;
    .registers 12

    .line 35
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 36
    iget-object v2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 37
    iget-object v2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 38
    iget-object v2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 39
    iget-object v2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 40
    iget-object v2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 41
    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lapp/larder/kitchen/cetp/ToolSpec;->scopes:Ljava/util/List;

    check-cast v3, Ljava/util/Collection;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 42
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    move-object v5, v4

    const-string v8, "annotations"

    move-object v7, v0

    const/4 v6, 0x0

    .line 43
    iget-object v2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->effect:Lapp/larder/kitchen/cetp/Effect;

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Effect;->getWire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "effect"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 44
    iget-object v2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->risk:Lapp/larder/kitchen/cetp/Risk;

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Risk;->getWire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "risk"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 45
    iget-boolean v2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->destructive:Z

    const-string v1, "destructive"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 46
    iget-boolean v2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->idempotent:Z

    const-string v1, "idempotent"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 47
    const-string v1, "open_world"

    const/4 v2, 0x0

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 48
    iget-object v2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->confirmation:Lapp/larder/kitchen/cetp/Confirmation;

    invoke-virtual {v2}, Lapp/larder/kitchen/cetp/Confirmation;->getWire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "confirmation"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 49
    iget-boolean v2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->mayRunAsync:Z

    move-object v0, v5

    const-string v1, "execution"

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const-string v2, "sync_or_async"

    goto :goto_0

    :cond_0
    const-string v2, "sync"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 50
    sget-object v9, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 42
    invoke-virtual {v7, v8, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 15

    iget-object v0, p0, Lapp/larder/kitchen/cetp/ToolSpec;->name:Ljava/lang/String;

    iget-object v1, p0, Lapp/larder/kitchen/cetp/ToolSpec;->title:Ljava/lang/String;

    iget-object v2, p0, Lapp/larder/kitchen/cetp/ToolSpec;->description:Ljava/lang/String;

    iget-object v3, p0, Lapp/larder/kitchen/cetp/ToolSpec;->input:Lorg/json/JSONObject;

    iget-object v4, p0, Lapp/larder/kitchen/cetp/ToolSpec;->output:Lorg/json/JSONObject;

    iget-object v5, p0, Lapp/larder/kitchen/cetp/ToolSpec;->scopes:Ljava/util/List;

    iget-object v6, p0, Lapp/larder/kitchen/cetp/ToolSpec;->effect:Lapp/larder/kitchen/cetp/Effect;

    iget-object v7, p0, Lapp/larder/kitchen/cetp/ToolSpec;->risk:Lapp/larder/kitchen/cetp/Risk;

    iget-object v8, p0, Lapp/larder/kitchen/cetp/ToolSpec;->confirmation:Lapp/larder/kitchen/cetp/Confirmation;

    iget-boolean v9, p0, Lapp/larder/kitchen/cetp/ToolSpec;->destructive:Z

    iget-boolean v10, p0, Lapp/larder/kitchen/cetp/ToolSpec;->idempotent:Z

    iget-boolean v11, p0, Lapp/larder/kitchen/cetp/ToolSpec;->mayRunAsync:Z

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

    const-string v13, ", input="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v13, ", output="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v13, ", scopes="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v13, ", effect="

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

    const-string v13, ", mayRunAsync="

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12, v11}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v13, ")"

    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v12}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
