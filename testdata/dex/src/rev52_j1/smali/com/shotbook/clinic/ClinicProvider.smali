.class public Lcom/shotbook/clinic/ClinicProvider;
.super Landroid/content/ContentProvider;
.source "ClinicProvider.java"


# static fields
.field static final HANDLERS:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/shotbook/tools/ToolHandler;",
            ">;"
        }
    .end annotation
.end field

.field static final POOL:Lcom/shotbook/tools/ShotPool;

.field static final STAFF_APPS:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"clinic-7\",\"tools\":[{\"name\":\"lot_lookup\"},{\"name\":\"lot_history\"},{\"name\":\"log_dose\"},{\"name\":\"dose_confirm\"}]}"


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 30
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const-string v2, "com.clawseed.agent"

    const/4 v3, 0x0

    aput-object v2, v1, v3

    const-string v2, "com.shotbook.nurse"

    const/4 v3, 0x1

    aput-object v2, v1, v3

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/shotbook/clinic/ClinicProvider;->STAFF_APPS:Ljava/util/Set;

    .line 31
    new-instance v0, Lcom/shotbook/tools/ShotPool;

    invoke-direct {v0}, Lcom/shotbook/tools/ShotPool;-><init>()V

    sput-object v0, Lcom/shotbook/clinic/ClinicProvider;->POOL:Lcom/shotbook/tools/ShotPool;

    .line 32
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/shotbook/clinic/ClinicProvider;->HANDLERS:Ljava/util/Map;

    .line 35
    sget-object v0, Lcom/shotbook/clinic/ClinicProvider;->HANDLERS:Ljava/util/Map;

    const-string v1, "lot_lookup"

    new-instance v2, Lcom/shotbook/clinic/ClinicProvider$1;

    invoke-direct {v2}, Lcom/shotbook/clinic/ClinicProvider$1;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 48
    sget-object v0, Lcom/shotbook/clinic/ClinicProvider;->HANDLERS:Ljava/util/Map;

    const-string v1, "lot_history"

    new-instance v2, Lcom/shotbook/clinic/ClinicProvider$2;

    invoke-direct {v2}, Lcom/shotbook/clinic/ClinicProvider$2;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 64
    sget-object v0, Lcom/shotbook/clinic/ClinicProvider;->HANDLERS:Ljava/util/Map;

    const-string v1, "log_dose"

    new-instance v2, Lcom/shotbook/clinic/ClinicProvider$3;

    invoke-direct {v2}, Lcom/shotbook/clinic/ClinicProvider$3;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 91
    sget-object v0, Lcom/shotbook/clinic/ClinicProvider;->HANDLERS:Ljava/util/Map;

    const-string v1, "dose_confirm"

    new-instance v2, Lcom/shotbook/clinic/ClinicProvider$4;

    invoke-direct {v2}, Lcom/shotbook/clinic/ClinicProvider$4;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 109
    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 27
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 118
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 119
    invoke-virtual {p0}, Lcom/shotbook/clinic/ClinicProvider;->getContext()Landroid/content/Context;

    move-result-object p2

    invoke-virtual {p2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p2

    invoke-virtual {p2, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p2

    .line 120
    const/4 v1, 0x0

    .line 121
    if-eqz p2, :cond_checked

    .line 122
    array-length v2, p2

    const/4 v3, 0x0

    :goto_loop
    if-ge v3, v2, :cond_checked

    aget-object v4, p2, v3

    .line 123
    sget-object v5, Lcom/shotbook/clinic/ClinicProvider;->STAFF_APPS:Ljava/util/Set;

    invoke-interface {v5, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_next

    .line 124
    const/4 v1, 0x1

    .line 122
    :cond_next
    add-int/lit8 v3, v3, 0x1

    goto :goto_loop

    .line 128
    :cond_checked
    if-nez v1, :cond_ok

    .line 129
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a clinic staff app"

    invoke-static {p1, p2}, Lcom/shotbook/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 131
    :cond_ok
    if-eqz p3, :cond_new

    goto :goto_req

    :cond_new
    new-instance p3, Landroid/os/Bundle;

    invoke-direct {p3}, Landroid/os/Bundle;-><init>()V

    .line 132
    :goto_req
    new-instance v1, Lcom/shotbook/tools/TokenStore;

    invoke-virtual {p0}, Lcom/shotbook/clinic/ClinicProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-string v3, "clinic_sessions"

    invoke-direct {v1, v2, v3}, Lcom/shotbook/tools/TokenStore;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    .line 133
    const/4 v2, -0x1

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v3

    sparse-switch v3, :sswitch_data_0

    goto :goto_index

    :sswitch_execute
    const-string v3, "execute_tool"

    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_index

    const/4 v2, 0x2

    goto :goto_index

    :sswitch_negotiate
    const-string v3, "negotiate"

    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_index

    const/4 v2, 0x0

    goto :goto_index

    :sswitch_list
    const-string v3, "list_tools"

    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_index

    const/4 v2, 0x1

    :goto_index
    const-string p1, "negotiate first"

    const-string p2, "NEGOTIATION_REQUIRED"

    const-string v3, "session_token"

    packed-switch v2, :pswitch_data_0

    .line 162
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/shotbook/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 147
    :pswitch_execute
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Lcom/shotbook/tools/TokenStore;->owner(Ljava/lang/String;)I

    move-result v1

    if-eq v1, v0, :cond_deadline

    .line 148
    invoke-static {p2, p1}, Lcom/shotbook/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 150
    :cond_deadline
    const-string p1, "deadline_at_ms"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide p1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    cmp-long v3, p1, v1

    if-gtz v3, :cond_handler

    .line 151
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/shotbook/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 153
    :cond_handler
    sget-object p1, Lcom/shotbook/clinic/ClinicProvider;->HANDLERS:Ljava/util/Map;

    const-string p2, "tool_name"

    const-string v1, ""

    invoke-virtual {p3, p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-interface {p1, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/shotbook/tools/ToolHandler;

    .line 154
    if-nez p1, :cond_resume

    .line 155
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "unknown tool"

    invoke-static {p1, p2}, Lcom/shotbook/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 157
    :cond_resume
    const-string p2, "resume_token"

    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 158
    if-eqz p2, :cond_not_resumed

    new-instance v1, Lcom/shotbook/tools/TokenStore;

    invoke-virtual {p0}, Lcom/shotbook/clinic/ClinicProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-string v3, "clinic_resume"

    invoke-direct {v1, v2, v3}, Lcom/shotbook/tools/TokenStore;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    invoke-virtual {v1, p2}, Lcom/shotbook/tools/TokenStore;->owner(Ljava/lang/String;)I

    move-result p2

    const/4 v1, -0x1

    if-eq p2, v1, :cond_not_resumed

    const/4 p2, 0x1

    goto :goto_resumed

    :cond_not_resumed
    const/4 p2, 0x0

    .line 159
    :goto_resumed
    invoke-virtual {p0}, Lcom/shotbook/clinic/ClinicProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "args"

    const-string v3, "{}"

    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    invoke-interface {p1, v1, p3, v0, p2}, Lcom/shotbook/tools/ToolHandler;->execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 142
    :pswitch_list
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Lcom/shotbook/tools/TokenStore;->owner(Ljava/lang/String;)I

    move-result v1

    if-eq v1, v0, :cond_tools

    .line 143
    invoke-static {p2, p1}, Lcom/shotbook/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 145
    :cond_tools
    const-string p1, "{\"revision\":\"clinic-7\",\"tools\":[{\"name\":\"lot_lookup\"},{\"name\":\"lot_history\"},{\"name\":\"log_dose\"},{\"name\":\"dose_confirm\"}]}"

    invoke-static {p1}, Lcom/shotbook/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 135
    :pswitch_negotiate
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    const-string p2, "cs-"

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string p2, "-"

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    .line 136
    invoke-virtual {v1, p1, v0}, Lcom/shotbook/tools/TokenStore;->put(Ljava/lang/String;I)V

    .line 137
    const-string p2, "{\"selected_version\":2}"

    invoke-static {p2}, Lcom/shotbook/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p2

    .line 138
    const-string p3, "session_token"

    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 139
    return-object p2

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_execute
        -0x4221f982 -> :sswitch_negotiate
        0x2a3a6efa -> :sswitch_list
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_negotiate
        :pswitch_list
        :pswitch_execute
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 4

    .line 183
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 2

    .line 173
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 3

    .line 178
    const/4 p1, 0x0

    return-object p1
.end method

.method public onCreate()Z
    .registers 2

    .line 113
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6

    .line 168
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 188
    const/4 p1, 0x0

    return p1
.end method
