.class public Lcom/drillshare/lending/LendingProvider;
.super Lcom/drillshare/core/ToolProviderBase;
.source "LendingProvider.java"


# static fields
.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"drill-lending-3\",\"tools\":[{\"name\":\"reserve_tool\"},{\"name\":\"return_tool\"},{\"name\":\"extend_loan\"},{\"name\":\"show_tool_page\"}]}"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 21
    invoke-direct {p0}, Lcom/drillshare/core/ToolProviderBase;-><init>()V

    return-void
.end method


# virtual methods
.method public extendLoan(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .annotation runtime Lcom/drillshare/core/Tool;
        effect = "write"
        name = "extend_loan"
    .end annotation

    .line 78
    const-string v0, "tool_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 79
    invoke-static {}, Lcom/drillshare/core/CallerScope;->callerUid()I

    move-result v1

    .line 80
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v2

    .line 82
    :try_start_0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p2

    .line 83
    const-string v4, "extensions"

    const/4 v5, 0x0

    invoke-virtual {p1, v4, v5}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v4

    invoke-interface {v4}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v4

    invoke-interface {v4, v0, p2}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;

    move-result-object p2

    invoke-interface {p2}, Landroid/content/SharedPreferences$Editor;->apply()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 85
    invoke-static {v2, v3}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 87
    invoke-static {}, Lcom/drillshare/lending/LendingProvider;->resumed()Z

    move-result p2

    if-nez p2, :cond_update

    .line 88
    invoke-static {}, Lcom/drillshare/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object p2

    .line 89
    sget-object v0, Lcom/drillshare/lending/LendingProvider;->RESUME:Ljava/util/Map;

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, p2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 90
    const-string v0, "intent:#Intent;component=com.drillshare/.ui.ExtendLoanActivity;end"

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/content/Intent;->parseUri(Ljava/lang/String;I)Landroid/content/Intent;

    move-result-object v0

    .line 91
    const/4 v1, 0x3

    const/high16 v2, 0x8000000

    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    invoke-static {p1, p2}, Lcom/drillshare/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 93
    :cond_update
    new-instance p2, Landroid/content/ContentValues;

    invoke-direct {p2}, Landroid/content/ContentValues;-><init>()V

    .line 94
    const-string v2, "extended_by"

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-virtual {p2, v2, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 95
    const-string v1, "loans.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {p1, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const-string v1, "loans"

    const-string v2, "tool_id = ?"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v0, v3, v4

    invoke-virtual {p1, v1, p2, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 96
    const-string p1, "{\"extended\":true}"

    invoke-static {p1}, Lcom/drillshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 85
    :catchall_0
    move-exception p1

    invoke-static {v2, v3}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 86
    throw p1
.end method

.method protected fastPath(Ljava/lang/String;Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 32
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v0

    const/4 v1, -0x1

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v0, "reserve_tool"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v1, 0x0

    goto :goto_0

    :sswitch_1
    const-string v0, "return_tool"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v1, 0x1

    :goto_0
    packed-switch v1, :pswitch_data_0

    .line 38
    const/4 p1, 0x0

    return-object p1

    .line 36
    :pswitch_0
    invoke-virtual {p0, p2, p3}, Lcom/drillshare/lending/LendingProvider;->returnTool(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 34
    :pswitch_1
    invoke-virtual {p0, p2, p3}, Lcom/drillshare/lending/LendingProvider;->reserveTool(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x58965cb9 -> :sswitch_1
        -0x427c54c5 -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method public reserveTool(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .annotation runtime Lcom/drillshare/core/Tool;
        effect = "write"
        name = "reserve_tool"
    .end annotation

    .line 44
    invoke-static {}, Lcom/drillshare/core/CallerScope;->callerUid()I

    move-result v0

    .line 45
    new-instance v1, Lcom/drillshare/lending/Loan;

    const-string v2, "tool_id"

    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0, v0}, Lcom/drillshare/lending/LendingProvider;->callerPackage(I)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v1, v2, v0, v3}, Lcom/drillshare/lending/Loan;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    .line 46
    const-string v2, "confirmed"

    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result p2

    if-nez p2, :cond_insert

    .line 47
    invoke-static {}, Lcom/drillshare/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object p2

    .line 48
    sget-object v1, Lcom/drillshare/lending/LendingProvider;->RESUME:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-interface {v1, p2, v0}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 49
    new-instance v0, Landroid/content/Intent;

    const-class v1, Lcom/drillshare/ui/ReserveActivity;

    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 50
    const/4 v1, 0x1

    const/high16 v2, 0x4000000

    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    invoke-static {p1, p2}, Lcom/drillshare/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 52
    :cond_insert
    new-instance p2, Landroid/content/ContentValues;

    invoke-direct {p2}, Landroid/content/ContentValues;-><init>()V

    .line 53
    const-string v0, "tool_id"

    invoke-virtual {v1}, Lcom/drillshare/lending/Loan;->toolId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p2, v0, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 54
    const-string v0, "borrower"

    invoke-virtual {v1}, Lcom/drillshare/lending/Loan;->borrowerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 55
    const-string v0, "loans.db"

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const-string v0, "loans"

    invoke-virtual {p1, v0, v2, p2}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 56
    const-string p1, "{\"reserved\":true}"

    invoke-static {p1}, Lcom/drillshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public returnTool(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .annotation runtime Lcom/drillshare/core/Tool;
        effect = "write"
        name = "return_tool"
    .end annotation

    .line 61
    invoke-static {}, Lcom/drillshare/core/CallerScope;->callerUid()I

    move-result v0

    .line 62
    invoke-static {}, Lcom/drillshare/lending/LendingProvider;->resumed()Z

    move-result v1

    if-nez v1, :cond_delete

    .line 63
    const-string v1, "force"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v1

    if-eqz v1, :cond_ask

    .line 64
    const-string v1, "DrillShare"

    const-string v2, "force asked for a return; asking the user anyway"

    invoke-static {v1, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 66
    :cond_ask
    invoke-static {}, Lcom/drillshare/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object p2

    .line 67
    sget-object v1, Lcom/drillshare/lending/LendingProvider;->RESUME:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-interface {v1, p2, v0}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 68
    const/4 v0, 0x2

    new-array v0, v0, [Landroid/content/Intent;

    new-instance v1, Landroid/content/Intent;

    const-class v2, Lcom/drillshare/ui/MainActivity;

    invoke-direct {v1, p1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const/4 v2, 0x0

    aput-object v1, v0, v2

    new-instance v1, Landroid/content/Intent;

    const-string v2, "com.drillshare.action.INSPECT"

    invoke-direct {v1, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    const/4 v2, 0x1

    aput-object v1, v0, v2

    .line 69
    const/4 v1, 0x2

    const/high16 v2, 0x4000000

    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivities(Landroid/content/Context;I[Landroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    invoke-static {p1, p2}, Lcom/drillshare/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 71
    :cond_delete
    const-string v1, "loans.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {p1, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const-string v1, "loans"

    const-string v2, "tool_id = ? AND borrower_uid = ?"

    const/4 v3, 0x2

    new-array v3, v3, [Ljava/lang/String;

    .line 72
    const-string v4, "tool_id"

    invoke-virtual {p2, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    const/4 v4, 0x0

    aput-object p2, v3, v4

    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object p2

    const/4 v0, 0x1

    aput-object p2, v3, v0

    .line 71
    invoke-virtual {p1, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 73
    const-string p1, "{\"returned\":true}"

    invoke-static {p1}, Lcom/drillshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public showToolPage(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .annotation runtime Lcom/drillshare/core/Tool;
        effect = "read"
        name = "show_tool_page"
    .end annotation

    .line 101
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "intent://tools/"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "tool_id"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    const-string v0, "#Intent;scheme=drillshare;package=com.drillshare;end"

    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p2

    const/4 v0, 0x0

    invoke-static {p2, v0}, Landroid/content/Intent;->parseUri(Ljava/lang/String;I)Landroid/content/Intent;

    move-result-object p2

    .line 103
    const/high16 v0, 0x10000000

    invoke-virtual {p2, v0}, Landroid/content/Intent;->addFlags(I)Landroid/content/Intent;

    move-result-object p2

    invoke-virtual {p1, p2}, Landroid/content/Context;->startActivity(Landroid/content/Intent;)V

    .line 104
    const-string p1, "{\"shown\":true}"

    invoke-static {p1}, Lcom/drillshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method protected toolsJson()Ljava/lang/String;
    .registers 2

    .line 27
    const-string v0, "{\"revision\":\"drill-lending-3\",\"tools\":[{\"name\":\"reserve_tool\"},{\"name\":\"return_tool\"},{\"name\":\"extend_loan\"},{\"name\":\"show_tool_page\"}]}"

    return-object v0
.end method
