.class public final Lcom/larderly/app/mapper/ParamsMapper;
.super Ljava/lang/Object;
.source "ParamsMapper.java"


# static fields
.field static final ITEM_ID:Ljava/util/regex/Pattern;

.field static final UNITS:[Ljava/lang/String;

.field static final WEEK:Ljava/util/regex/Pattern;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 17
    const-string v0, "^it_[0-9a-f]{32}$"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/larderly/app/mapper/ParamsMapper;->ITEM_ID:Ljava/util/regex/Pattern;

    .line 18
    const-string v0, "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/larderly/app/mapper/ParamsMapper;->WEEK:Ljava/util/regex/Pattern;

    .line 19
    const/4 v0, 0x5

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "g"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "kg"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "ml"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "l"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "pcs"

    aput-object v2, v0, v1

    sput-object v0, Lcom/larderly/app/mapper/ParamsMapper;->UNITS:[Ljava/lang/String;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    return-void
.end method

.method public static addItem(Lorg/json/JSONObject;)Lcom/larderly/app/domain/Params$AddItem;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 30
    const-string v1, "unit"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 31
    const/4 v9, 0x0

    .line 32
    sget-object v10, Lcom/larderly/app/mapper/ParamsMapper;->UNITS:[Ljava/lang/String;

    array-length v11, v10

    const/4 v12, 0x0

    :goto_0
    if-ge v12, v11, :cond_1

    aget-object v13, v10, v12

    .line 33
    invoke-virtual {v13, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 34
    const/4 v9, 0x1

    .line 32
    :cond_0
    add-int/lit8 v12, v12, 0x1

    goto :goto_0

    .line 37
    :cond_1
    if-nez v9, :cond_2

    .line 38
    const-string v0, "unknown unit"

    invoke-static {v0}, Lcom/larderly/app/mapper/ParamsMapper;->invalid(Ljava/lang/String;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0

    .line 40
    :cond_2
    new-instance v0, Lcom/larderly/app/domain/Params$AddItem;

    const-string v3, "name"

    const/16 v4, 0x50

    invoke-static {p0, v3, v4}, Lcom/larderly/app/mapper/ParamsMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v2

    const-string v4, "category"

    const/16 v5, 0x28

    invoke-static {p0, v4, v5}, Lcom/larderly/app/mapper/ParamsMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v3

    const-string v5, "quantity"

    const/4 v6, 0x0

    invoke-virtual {p0, v5, v6}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v4

    .line 41
    const-string v7, "best_before"

    invoke-virtual {p0, v7}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v6

    move-object v1, v0

    move-object v5, v8

    if-eqz v6, :cond_3

    const-string v7, "best_before"

    invoke-virtual {p0, v7}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    goto :goto_1

    :cond_3
    const/4 v6, 0x0

    :goto_1
    invoke-direct/range {v1 .. v6}, Lcom/larderly/app/domain/Params$AddItem;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    .line 40
    return-object v0
.end method

.method public static adjust(Lorg/json/JSONObject;)Lcom/larderly/app/domain/Params$Adjust;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 45
    const-string v1, "delta"

    const/4 v2, 0x0

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v3

    .line 46
    if-eqz v3, :cond_0

    const/16 v1, -0x3e8

    if-lt v3, v1, :cond_0

    const/16 v1, 0x3e8

    if-le v3, v1, :cond_1

    .line 47
    :cond_0
    const-string v0, "delta out of range"

    invoke-static {v0}, Lcom/larderly/app/mapper/ParamsMapper;->invalid(Ljava/lang/String;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0

    .line 49
    :cond_1
    new-instance v0, Lcom/larderly/app/domain/Params$Adjust;

    invoke-static {p0}, Lcom/larderly/app/mapper/ParamsMapper;->itemId(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2, v3}, Lcom/larderly/app/domain/Params$Adjust;-><init>(Ljava/lang/String;I)V

    return-object v0
.end method

.method public static clearWeek(Lorg/json/JSONObject;Z)Lcom/larderly/app/domain/Params$ClearWeek;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 109
    const/4 v1, 0x1

    invoke-static {p0, v1}, Lcom/larderly/app/mapper/ParamsMapper;->week(Lorg/json/JSONObject;Z)Lcom/larderly/app/domain/Params$Week;

    move-result-object v0

    iget-object v3, v0, Lcom/larderly/app/domain/Params$Week;->week:Ljava/lang/String;

    .line 110
    if-nez p1, :cond_0

    const-string v1, "user_confirmed"

    const/4 v2, 0x0

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move v4, v0

    .line 111
    new-instance v0, Lcom/larderly/app/domain/Params$ClearWeek;

    invoke-direct {v0, v3, v4}, Lcom/larderly/app/domain/Params$ClearWeek;-><init>(Ljava/lang/String;Z)V

    return-object v0
.end method

.method public static createPlan(Lorg/json/JSONObject;)Lcom/larderly/app/domain/Params$CreatePlan;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 73
    move-object/from16 v0, p0

    const/4 v1, 0x1

    invoke-static {v0, v1}, Lcom/larderly/app/mapper/ParamsMapper;->week(Lorg/json/JSONObject;Z)Lcom/larderly/app/domain/Params$Week;

    move-result-object v0

    iget-object v7, v0, Lcom/larderly/app/domain/Params$Week;->week:Ljava/lang/String;

    .line 74
    move-object/from16 v0, p0

    const-string v1, "meals"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v8

    .line 75
    if-eqz v8, :cond_0

    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v0

    const/4 v1, 0x7

    if-le v0, v1, :cond_1

    .line 76
    :cond_0
    const-string v0, "one to seven meals"

    invoke-static {v0}, Lcom/larderly/app/mapper/ParamsMapper;->invalid(Ljava/lang/String;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0

    .line 78
    :cond_1
    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    .line 79
    const/4 v10, 0x0

    .line 80
    const/4 v11, 0x0

    :goto_0
    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v11, v1, :cond_8

    .line 81
    invoke-virtual {v8, v11}, Lorg/json/JSONArray;->optJSONObject(I)Lorg/json/JSONObject;

    move-result-object v12

    .line 82
    if-nez v12, :cond_2

    .line 83
    const-string v0, "meal is not an object"

    invoke-static {v0}, Lcom/larderly/app/mapper/ParamsMapper;->invalid(Ljava/lang/String;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0

    .line 85
    :cond_2
    const-string v1, "day"

    const/4 v2, 0x0

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v13

    .line 86
    const/4 v1, 0x1

    if-lt v13, v1, :cond_3

    const/4 v1, 0x7

    if-gt v13, v1, :cond_3

    const/4 v1, 0x1

    shl-int/2addr v1, v13

    and-int v0, v10, v1

    if-eqz v0, :cond_4

    .line 87
    :cond_3
    const-string v0, "days are 1 to 7, once each"

    invoke-static {v0}, Lcom/larderly/app/mapper/ParamsMapper;->invalid(Ljava/lang/String;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0

    .line 89
    :cond_4
    const/4 v1, 0x1

    shl-int/2addr v1, v13

    or-int/2addr v10, v1

    .line 90
    const-string v1, "ingredients"

    invoke-virtual {v12, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v14

    .line 91
    new-instance v15, Ljava/util/ArrayList;

    invoke-direct {v15}, Ljava/util/ArrayList;-><init>()V

    .line 92
    const/16 v16, 0x0

    :goto_1
    if-eqz v14, :cond_7

    invoke-virtual {v14}, Lorg/json/JSONArray;->length()I

    move-result v1

    move/from16 v0, v16

    if-ge v0, v1, :cond_7

    move/from16 v0, v16

    const/16 v1, 0x28

    if-ge v0, v1, :cond_7

    .line 93
    move/from16 v1, v16

    invoke-virtual {v14, v1}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v17

    .line 94
    move-object/from16 v0, v17

    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_5

    move-object/from16 v0, v17

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x3c

    if-gt v0, v1, :cond_5

    move-object/from16 v0, v17

    const/16 v1, 0x2c

    invoke-virtual {v0, v1}, Ljava/lang/String;->indexOf(I)I

    move-result v0

    if-ltz v0, :cond_6

    .line 95
    :cond_5
    const-string v0, "ingredient names are 1 to 60 characters without commas"

    invoke-static {v0}, Lcom/larderly/app/mapper/ParamsMapper;->invalid(Ljava/lang/String;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0

    .line 97
    :cond_6
    move-object/from16 v1, v17

    invoke-interface {v15, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 92
    add-int/lit8 v16, v16, 0x1

    goto :goto_1

    .line 99
    :cond_7
    new-instance v1, Lcom/larderly/app/domain/MealPlan$Meal;

    const-string v5, "recipe"

    const/16 v6, 0x78

    invoke-static {v12, v5, v6}, Lcom/larderly/app/mapper/ParamsMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, v13, v4, v15}, Lcom/larderly/app/domain/MealPlan$Meal;-><init>(ILjava/lang/String;Ljava/util/List;)V

    invoke-interface {v9, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 80
    add-int/lit8 v11, v11, 0x1

    goto/16 :goto_0

    .line 101
    :cond_8
    new-instance v0, Lcom/larderly/app/domain/Params$CreatePlan;

    move-object/from16 v3, p0

    const-string v4, "title"

    const/16 v5, 0x50

    invoke-static {v3, v4, v5}, Lcom/larderly/app/mapper/ParamsMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v7, v3, v9}, Lcom/larderly/app/domain/Params$CreatePlan;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V

    return-object v0
.end method

.method public static discard(Lorg/json/JSONObject;Z)Lcom/larderly/app/domain/Params$Discard;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 54
    const-string v1, "reason"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v1, "reason"

    const/16 v2, 0xc8

    invoke-static {p0, v1, v2}, Lcom/larderly/app/mapper/ParamsMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const-string v0, ""

    :goto_0
    move-object v3, v0

    .line 55
    new-instance v0, Lcom/larderly/app/domain/Params$Discard;

    invoke-static {p0}, Lcom/larderly/app/mapper/ParamsMapper;->itemId(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2, v3, p1}, Lcom/larderly/app/domain/Params$Discard;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    return-object v0
.end method

.method private static invalid(Ljava/lang/String;)Lcom/larderly/app/domain/DomainException;
    .registers 3

    .line 131
    new-instance v0, Lcom/larderly/app/domain/DomainException;

    const-string v1, "INVALID_ARGS"

    invoke-direct {v0, v1, p0}, Lcom/larderly/app/domain/DomainException;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method private static itemId(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 115
    const-string v1, "item_id"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 116
    sget-object v0, Lcom/larderly/app/mapper/ParamsMapper;->ITEM_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v2}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 117
    const-string v0, "item_id is not an item id"

    invoke-static {v0}, Lcom/larderly/app/mapper/ParamsMapper;->invalid(Ljava/lang/String;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0

    .line 119
    :cond_0
    return-object v2
.end method

.method public static listItems(Lorg/json/JSONObject;)Lcom/larderly/app/domain/Params$ListItems;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 25
    const-string v1, "category"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v1, "category"

    const/16 v2, 0x28

    invoke-static {p0, v1, v2}, Lcom/larderly/app/mapper/ParamsMapper;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v3, v0

    .line 26
    new-instance v0, Lcom/larderly/app/domain/Params$ListItems;

    invoke-direct {v0, v3}, Lcom/larderly/app/domain/Params$ListItems;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private static text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 123
    const-string v2, ""

    invoke-virtual {p0, p1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v3

    .line 124
    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v3}, Ljava/lang/String;->length()I

    move-result v0

    if-le v0, p2, :cond_1

    .line 125
    :cond_0
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " must be 1 to "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " characters"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/larderly/app/mapper/ParamsMapper;->invalid(Ljava/lang/String;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0

    .line 127
    :cond_1
    return-object v3
.end method

.method public static week(Lorg/json/JSONObject;Z)Lcom/larderly/app/domain/Params$Week;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 59
    const-string v1, "week"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 60
    if-eqz p1, :cond_0

    .line 61
    const-string v0, "week missing"

    invoke-static {v0}, Lcom/larderly/app/mapper/ParamsMapper;->invalid(Ljava/lang/String;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0

    .line 63
    :cond_0
    new-instance v0, Lcom/larderly/app/domain/Params$Week;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/larderly/app/domain/Params$Week;-><init>(Ljava/lang/String;)V

    return-object v0

    .line 65
    :cond_1
    const-string v1, "week"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 66
    sget-object v0, Lcom/larderly/app/mapper/ParamsMapper;->WEEK:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v3}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_2

    .line 67
    const-string v0, "week must look like 2026-W49"

    invoke-static {v0}, Lcom/larderly/app/mapper/ParamsMapper;->invalid(Ljava/lang/String;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0

    .line 69
    :cond_2
    new-instance v0, Lcom/larderly/app/domain/Params$Week;

    invoke-direct {v0, v3}, Lcom/larderly/app/domain/Params$Week;-><init>(Ljava/lang/String;)V

    return-object v0
.end method
