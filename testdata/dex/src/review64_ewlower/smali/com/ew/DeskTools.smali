.class public final Lcom/ew/DeskTools;
.super Ljava/lang/Object;
.source "Tools.kt"

# static fields
.field public static final INSTANCE:Lcom/ew/DeskTools;
.field private static final all:Ljava/util/List;
.field private static final readOnly:Ljava/util/List;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 26
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 20
    new-instance v0, Lcom/ew/DeskTools;
    invoke-direct {v0}, Lcom/ew/DeskTools;-><init>()V
    sput-object v0, Lcom/ew/DeskTools;->INSTANCE:Lcom/ew/DeskTools;
    .line 28
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/ew/ToolSpec;
    move-object v10, v0
    const/4 v1, 0x0
    new-instance v2, Lcom/ew/ToolSpec;
    const-string v4, "list_cards"
    const-string v5, "Lists the cards of a board."
    sget-object v6, Lcom/ew/Effect;->READ:Lcom/ew/Effect;
    const/4 v7, 0x0
    const/16 v8, 0x8
    const/4 v9, 0x0
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, v7
    move v7, v8
    move-object v8, v9
    invoke-direct/range {v2 .. v8}, Lcom/ew/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/ew/Effect;Lcom/ew/Confirmation;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    aput-object v2, v10, v1
    const/4 v1, 0x1
    .line 29
    new-instance v2, Lcom/ew/ToolSpec;
    const-string v4, "count_cards"
    const-string v5, "Counts the cards of a board."
    sget-object v6, Lcom/ew/Effect;->READ:Lcom/ew/Effect;
    const/4 v7, 0x0
    const/16 v8, 0x8
    const/4 v9, 0x0
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, v7
    move v7, v8
    move-object v8, v9
    invoke-direct/range {v2 .. v8}, Lcom/ew/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/ew/Effect;Lcom/ew/Confirmation;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    aput-object v2, v10, v1
    .line 28
    const/4 v1, 0x2
    .line 30
    new-instance v2, Lcom/ew/ToolSpec;
    const-string v4, "move_card"
    const-string v5, "Moves a card to another column."
    sget-object v6, Lcom/ew/Effect;->UPDATE:Lcom/ew/Effect;
    const/4 v7, 0x0
    const/16 v8, 0x8
    const/4 v9, 0x0
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, v7
    move v7, v8
    move-object v8, v9
    invoke-direct/range {v2 .. v8}, Lcom/ew/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/ew/Effect;Lcom/ew/Confirmation;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    aput-object v2, v10, v1
    .line 28
    .line 27
    invoke-static {v10}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/ew/DeskTools;->all:Ljava/util/List;
    .line 34
    sget-object v0, Lcom/ew/DeskTools;->INSTANCE:Lcom/ew/DeskTools;
    sget-object v0, Lcom/ew/DeskTools;->all:Ljava/util/List;
    check-cast v0, Ljava/lang/Iterable;
    move-object v10, v0
    const/16 v16, 0x0
    .line 37
    move-object v15, v10
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    check-cast v0, Ljava/util/Collection;
    move-object v11, v0
    const/16 v17, 0x0
    .line 38
    invoke-interface {v15}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v12
:L122
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L182
    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v13
    move-object v0, v13
    check-cast v0, Lcom/ew/ToolSpec;
    move-object v14, v0
    const/16 v18, 0x0
    .line 34
    invoke-virtual {v14}, Lcom/ew/ToolSpec;->getEffect()Lcom/ew/Effect;
    move-result-object v0
    sget-object v1, Lcom/ew/Effect;->READ:Lcom/ew/Effect;
    if-ne v0, v1, :L166
    const/4 v0, 0x1
    goto :L167
:L166
    const/4 v0, 0x0
:L167
    .line 38
    if-eqz v0, :L122
    invoke-interface {v11, v13}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :L122
:L182
    .line 39
    move-object v0, v11
    check-cast v0, Ljava/util/List;
    .line 37
    nop
    check-cast v0, Ljava/lang/Iterable;
    move-object v10, v0
    .line 34
    nop
    const/16 v16, 0x0
    .line 40
    move-object v15, v10
    new-instance v0, Ljava/util/ArrayList;
    const/16 v3, 0xa
    invoke-static {v10, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v2
    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V
    check-cast v0, Ljava/util/Collection;
    move-object v11, v0
    const/16 v17, 0x0
    .line 41
    invoke-interface {v15}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v12
:L224
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L289
    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v13
    .line 42
    move-object v1, v13
    check-cast v1, Lcom/ew/ToolSpec;
    move-object v14, v1
    move-object/from16 v19, v11
    const/16 v18, 0x0
    .line 34
    const/4 v1, 0x0
    invoke-virtual {v14}, Lcom/ew/ToolSpec;->getDescription()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, " (read only)"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/16 v5, 0xd
    const/4 v6, 0x0
    move-object v0, v14
    invoke-static/range {v0 .. v6}, Lcom/ew/ToolSpec;->copy$default(Lcom/ew/ToolSpec;Ljava/lang/String;Ljava/lang/String;Lcom/ew/Effect;Lcom/ew/Confirmation;ILjava/lang/Object;)Lcom/ew/ToolSpec;
    move-result-object v0
    move-object v1, v0
    .line 42
    move-object/from16 v0, v19
    invoke-interface/range {v0 .. v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :L224
:L289
    .line 43
    move-object v0, v11
    check-cast v0, Ljava/util/List;
    .line 40
    nop
    .line 34
    sput-object v0, Lcom/ew/DeskTools;->readOnly:Ljava/util/List;
    return-void
.end method


# virtual methods
.method public final getAll()Ljava/util/List;
    .registers 2
    .line 27
    sget-object v0, Lcom/ew/DeskTools;->all:Ljava/util/List;
    return-object v0
.end method

.method public final getReadOnly()Ljava/util/List;
    .registers 2
    .line 34
    sget-object v0, Lcom/ew/DeskTools;->readOnly:Ljava/util/List;
    return-object v0
.end method

