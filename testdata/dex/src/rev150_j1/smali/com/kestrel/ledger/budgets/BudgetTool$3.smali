.class final enum Lcom/kestrel/ledger/budgets/BudgetTool$3;
.super Lcom/kestrel/ledger/budgets/BudgetTool;
.source "BudgetTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kestrel/ledger/budgets/BudgetTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 31

    .line 72
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    move/from16 v2, p2

    move-object/from16 v3, p3

    move-object/from16 v4, p4

    move-object/from16 v5, p5

    move-object/from16 v6, p6

    move-object/from16 v7, p7

    move/from16 v8, p8

    move/from16 v9, p9

    move-object/from16 v10, p10

    move-object/from16 v11, p11

    move-object/from16 v12, p12

    move-object/from16 v13, p13

    move-object/from16 v14, p14

    const/4 v15, 0x0

    invoke-direct/range {v0 .. v15}, Lcom/kestrel/ledger/budgets/BudgetTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/kestrel/ledger/budgets/BudgetTool-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/kestrel/ledger/budgets/BudgetTool$3-IA;)V
    .registers 16

    invoke-direct/range {p0 .. p14}, Lcom/kestrel/ledger/budgets/BudgetTool$3;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public execute(Lcom/kestrel/ledger/pipeline/Request;Lcom/kestrel/ledger/data/Ledger;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 88
    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->args()Lorg/json/JSONObject;

    move-result-object v4

    .line 89
    const-string v1, "category"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 90
    const-string v1, "limit_cents"

    const-wide/16 v2, -0x1

    invoke-virtual {v4, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    .line 91
    sget-object v0, Lcom/kestrel/ledger/budgets/BudgetTool$3;->CATEGORY:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v5}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    const-wide/16 v2, 0x0

    cmp-long v0, v6, v2

    if-ltz v0, :cond_0

    const-wide/32 v2, 0x5f5e100

    cmp-long v0, v6, v2

    if-lez v0, :cond_1

    .line 92
    :cond_0
    const-string v1, "INVALID_ARGS"

    const-string v2, "category must look like food, limit_cents >= 0"

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 95
    :cond_1
    iget-object v0, p2, Lcom/kestrel/ledger/data/Ledger;->budgets:Landroid/content/SharedPreferences;

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "limit."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v6, v7}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z

    .line 96
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "category"

    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "limit_cents"

    invoke-virtual {v1, v2, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/kestrel/ledger/pipeline/Response;->inline(Lcom/kestrel/ledger/pipeline/Request;Lorg/json/JSONObject;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method

.method public summary(Lcom/kestrel/ledger/pipeline/Request;)Ljava/lang/String;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 81
    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->args()Lorg/json/JSONObject;

    move-result-object v5

    .line 82
    const-string v1, "category"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 83
    const-string v2, "limit_cents"

    const-wide/16 v3, 0x0

    invoke-virtual {v5, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    const-wide/16 v3, 0x64

    div-long/2addr v1, v3

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Set the monthly "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " budget to "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " in your currency"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    .line 82
    return-object v0
.end method
