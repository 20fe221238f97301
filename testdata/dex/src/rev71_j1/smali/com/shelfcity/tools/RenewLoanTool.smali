.class public Lcom/shelfcity/tools/RenewLoanTool;
.super Lcom/shelfcity/tools/AbstractWriteTool;
.source "RenewLoanTool.java"


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 13
    const-string v0, "renew_loan"

    invoke-direct {p0, v0}, Lcom/shelfcity/tools/AbstractWriteTool;-><init>(Ljava/lang/String;)V

    .line 14
    return-void
.end method


# virtual methods
.method protected apply(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 23
    invoke-static {p1}, Lcom/shelfcity/core/ShelfDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "UPDATE loans SET due = due + 1209600000 WHERE id = ? AND uid = ?"

    .line 24
    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    const-string v3, "loan_id"

    invoke-virtual {p2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    iget v3, p3, Lcom/shelfcity/core/CallerInfo;->uid:I

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v4, 0x1

    aput-object v3, v2, v4

    .line 23
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 25
    const-string v0, "{\"renewed\":true}"

    invoke-static {v0}, Lcom/shelfcity/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected needsConfirmation(Lorg/json/JSONObject;)Z
    .registers 3

    .line 18
    const-string v0, "confirmed"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    xor-int/lit8 v0, v0, 0x1

    return v0
.end method
