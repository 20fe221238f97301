.class final enum Lcom/kestrel/ledger/budgets/BudgetTool$1;
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

    .line 21
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

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/kestrel/ledger/budgets/BudgetTool$1-IA;)V
    .registers 16

    invoke-direct/range {p0 .. p14}, Lcom/kestrel/ledger/budgets/BudgetTool$1;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public execute(Lcom/kestrel/ledger/pipeline/Request;Lcom/kestrel/ledger/data/Ledger;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 29
    invoke-virtual {p1}, Lcom/kestrel/ledger/pipeline/Request;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "category"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 30
    sget-object v0, Lcom/kestrel/ledger/budgets/BudgetTool$1;->CATEGORY:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v4}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_0

    .line 31
    const-string v1, "INVALID_ARGS"

    const-string v2, "category must look like food"

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0

    .line 33
    :cond_0
    iget-object v0, p2, Lcom/kestrel/ledger/data/Ledger;->budgets:Landroid/content/SharedPreferences;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "limit."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-wide/16 v2, 0x0

    invoke-interface {v0, v1, v2, v3}, Landroid/content/SharedPreferences;->getLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 34
    iget-object v0, p2, Lcom/kestrel/ledger/data/Ledger;->db:Lcom/kestrel/ledger/data/LedgerDb;

    invoke-static {}, Lcom/kestrel/ledger/budgets/BudgetTool$1;->currentMonth()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v4}, Lcom/kestrel/ledger/data/LedgerDb;->spent(Ljava/lang/String;Ljava/lang/String;)J

    move-result-wide v7

    .line 35
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "category"

    invoke-virtual {v1, v2, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "limit_cents"

    invoke-virtual {v1, v2, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 36
    const-string v2, "spent_cents"

    invoke-virtual {v1, v2, v7, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 35
    invoke-static {p1, v1}, Lcom/kestrel/ledger/pipeline/Response;->inline(Lcom/kestrel/ledger/pipeline/Request;Lorg/json/JSONObject;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method
