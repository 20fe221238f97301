.class public final Lcom/example/r33j2/PayeesToolProvider;
.super Landroid/content/ContentProvider;
.source "PayeesToolProvider.java"


# instance fields
.field private payees:Lcom/example/r33j2/Payees;


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 13
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private execute(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 4

    .line 49
    const-string v0, "tool_name"

    const-string v1, ""

    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 50
    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 51
    const-string v2, "list_payees"

    invoke-virtual {v2, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_0

    .line 52
    iget-object p1, p0, Lcom/example/r33j2/PayeesToolProvider;->payees:Lcom/example/r33j2/Payees;

    invoke-virtual {p1}, Lcom/example/r33j2/Payees;->list()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r33j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 54
    :cond_0
    const-string v2, "add_payee"

    invoke-virtual {v2, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_1

    .line 55
    iget-object p1, p0, Lcom/example/r33j2/PayeesToolProvider;->payees:Lcom/example/r33j2/Payees;

    const-string p2, "name"

    invoke-static {v1, p2}, Lcom/example/r33j2/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    const-string v0, "iban"

    invoke-static {v1, v0}, Lcom/example/r33j2/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, p2, v0}, Lcom/example/r33j2/Payees;->add(Ljava/lang/String;Ljava/lang/String;)V

    .line 56
    const-string p1, "{\"added\":true}"

    invoke-static {p1}, Lcom/example/r33j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 58
    :cond_1
    const-string v2, "remove_payee"

    invoke-virtual {v2, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 59
    invoke-direct {p0, p1, v1, p2}, Lcom/example/r33j2/PayeesToolProvider;->removePayee(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 61
    :cond_2
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private removePayee(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;
    .locals 4

    .line 65
    const-string v0, "name"

    invoke-static {p2, v0}, Lcom/example/r33j2/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 66
    const-string v1, "resume_token"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 67
    if-nez p1, :cond_0

    .line 68
    invoke-static {p3, p2}, Lcom/example/r33j2/PendingRemovals;->issue(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 69
    new-instance p2, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/example/r33j2/PayeesToolProvider;->getContext()Landroid/content/Context;

    move-result-object p3

    const-class v1, Lcom/example/r33j2/ConfirmActivity;

    invoke-direct {p2, p3, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    new-instance p3, Ljava/lang/StringBuilder;

    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Remove payee "

    invoke-virtual {p3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p3

    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p3

    invoke-virtual {p3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p3

    const-string v0, "summary"

    invoke-virtual {p2, v0, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p2

    .line 70
    invoke-virtual {p0}, Lcom/example/r33j2/PayeesToolProvider;->getContext()Landroid/content/Context;

    move-result-object p3

    const/4 v0, 0x3

    const/high16 v1, 0x4000000

    invoke-static {p3, v0, p2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p2

    invoke-static {p2, p1}, Lcom/example/r33j2/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 72
    :cond_0
    invoke-static {p1}, Lcom/example/r33j2/PendingRemovals;->take(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 73
    if-eqz p1, :cond_2

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_1

    goto :goto_0

    .line 76
    :cond_1
    iget-object p1, p0, Lcom/example/r33j2/PayeesToolProvider;->payees:Lcom/example/r33j2/Payees;

    invoke-virtual {p1, v0}, Lcom/example/r33j2/Payees;->remove(Ljava/lang/String;)V

    .line 77
    const-string p1, "{\"removed\":true}"

    invoke-static {p1}, Lcom/example/r33j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 74
    :cond_2
    :goto_0
    const-string p1, "INVALID_REQUEST"

    const-string p2, "resume token rejected"

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2

    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p2

    .line 25
    invoke-virtual {p0}, Lcom/example/r33j2/PayeesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r33j2/Callers;->isPartner(Landroid/content/Context;I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 26
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "caller not allowed"

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 28
    :cond_0
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 29
    invoke-static {p2}, Lcom/example/r33j2/Sessions;->open(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r33j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 31
    :cond_1
    if-eqz p3, :cond_5

    const-string v0, "protocol_version"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_2

    goto :goto_1

    .line 34
    :cond_2
    const-string v0, "list_tools"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 35
    const-string p1, "{\"revision\":\"payees-2\",\"tools\":[{\"name\":\"list_payees\",\"scopes\":[\"payees.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"add_payee\",\"scopes\":[\"payees.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},{\"name\":\"remove_payee\",\"scopes\":[\"payees.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"confirmation\":\"always\"}}]}"

    invoke-static {p1}, Lcom/example/r33j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 37
    :cond_3
    const-string v0, "execute_tool"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_4

    .line 38
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 41
    :cond_4
    :try_start_0
    invoke-static {p3}, Lcom/example/r33j2/Deadlines;->require(Landroid/os/Bundle;)V

    .line 42
    invoke-direct {p0, p3, p2}, Lcom/example/r33j2/PayeesToolProvider;->execute(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object p1
    :try_end_0
    .catch Lcom/example/r33j2/Deadlines$Expired; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    .line 44
    :catch_0
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 32
    :cond_5
    :goto_1
    const-string p1, "INVALID_REQUEST"

    const-string p2, "protocol_version 2 required"

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 97
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 0

    .line 87
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 0

    .line 92
    const/4 p1, 0x0

    return-object p1
.end method

.method public onCreate()Z
    .locals 2

    .line 18
    new-instance v0, Lcom/example/r33j2/Payees;

    invoke-virtual {p0}, Lcom/example/r33j2/PayeesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/example/r33j2/Payees;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/example/r33j2/PayeesToolProvider;->payees:Lcom/example/r33j2/Payees;

    .line 19
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 0

    .line 82
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 102
    const/4 p1, 0x0

    return p1
.end method
