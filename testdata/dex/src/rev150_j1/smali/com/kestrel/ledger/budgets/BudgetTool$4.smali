.class final enum Lcom/kestrel/ledger/budgets/BudgetTool$4;
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

    .line 99
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

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/kestrel/ledger/budgets/BudgetTool$4-IA;)V
    .registers 16

    invoke-direct/range {p0 .. p14}, Lcom/kestrel/ledger/budgets/BudgetTool$4;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

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

    .line 110
    iget-object v4, p2, Lcom/kestrel/ledger/data/Ledger;->budgets:Landroid/content/SharedPreferences;

    .line 111
    invoke-static {v4}, Lcom/kestrel/ledger/budgets/BudgetTool$4;->categories(Landroid/content/SharedPreferences;)Ljava/util/List;

    move-result-object v5

    .line 112
    invoke-interface {v4}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v6

    .line 113
    invoke-interface {v5}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v8, v0

    .line 114
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "limit."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v6, v1}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "carry."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    .line 115
    goto :goto_0

    .line 116
    :cond_0
    invoke-interface {v6}, Landroid/content/SharedPreferences$Editor;->commit()Z

    .line 117
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-interface {v5}, Ljava/util/List;->size()I

    move-result v3

    const-string v2, "removed"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/kestrel/ledger/pipeline/Response;->inline(Lcom/kestrel/ledger/pipeline/Request;Lorg/json/JSONObject;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method

.method public summary(Lcom/kestrel/ledger/pipeline/Request;)Ljava/lang/String;
    .registers 3

    .line 105
    const-string v0, "Remove every budget limit and carry-over"

    return-object v0
.end method
