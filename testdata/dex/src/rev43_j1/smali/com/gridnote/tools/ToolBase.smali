.class public abstract Lcom/gridnote/tools/ToolBase;
.super Landroid/content/ContentProvider;
.source "ToolBase.java"

# interfaces
.implements Lcom/gridnote/tools/Replies;


# static fields
.field private static final UTILITY_CERT:[B


# instance fields
.field protected callerPkg:Ljava/lang/String;

.field protected callerUid:I

.field protected final resumes:Lcom/gridnote/tools/ResumeStore;

.field private final sessions:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .locals 1

    .line 19
    const/4 v0, 0x6

    new-array v0, v0, [B

    fill-array-data v0, :array_0

    sput-object v0, Lcom/gridnote/tools/ToolBase;->UTILITY_CERT:[B

    return-void

    :array_0
    .array-data 1
        0x51t
        0xet
        0x2at
        0x7ct
        0x33t
        0x60t
    .end array-data
.end method

.method public constructor <init>()V
    .locals 1

    .line 18
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 21
    new-instance v0, Lcom/gridnote/tools/ResumeStore;

    invoke-direct {v0}, Lcom/gridnote/tools/ResumeStore;-><init>()V

    iput-object v0, p0, Lcom/gridnote/tools/ToolBase;->resumes:Lcom/gridnote/tools/ResumeStore;

    .line 22
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/gridnote/tools/ToolBase;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method protected static argsOf(Landroid/os/Bundle;)Lorg/json/JSONObject;
    .locals 2

    .line 76
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    const-string v1, "args"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p0

    invoke-static {p0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object p0

    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    .line 77
    :catch_0
    move-exception p0

    .line 78
    new-instance p0, Lorg/json/JSONObject;

    invoke-direct {p0}, Lorg/json/JSONObject;-><init>()V

    return-object p0
.end method

.method public static synthetic lambda$describe$0(Lcom/gridnote/tools/ToolSpec;)Z
    .locals 0

    .line 69
    iget-boolean p0, p0, Lcom/gridnote/tools/ToolSpec;->internal:Z

    xor-int/lit8 p0, p0, 0x1

    return p0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5

    .line 28
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 29
    invoke-virtual {p0}, Lcom/gridnote/tools/ToolBase;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    .line 30
    sget-object v2, Lcom/gridnote/tools/ToolBase;->UTILITY_CERT:[B

    const/4 v3, 0x1

    invoke-virtual {v1, v0, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v1

    if-nez v1, :cond_partner

    .line 31
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a GridNote partner"

    invoke-static {p1, p2}, Lcom/gridnote/tools/Replies$-CC;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 33
    :cond_partner
    if-eqz p3, :cond_empty

    goto :goto_req

    :cond_empty
    sget-object p3, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    .line 34
    :goto_req
    const-string p2, "negotiate"

    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    const-string v1, "session_token"

    if-eqz p2, :cond_session

    .line 35
    invoke-static {}, Lcom/gridnote/util/Tokens;->get()Lcom/gridnote/util/Tokens;

    move-result-object p1

    invoke-virtual {p1}, Lcom/gridnote/util/Tokens;->secure()Ljava/lang/String;

    move-result-object p1

    .line 36
    iget-object p2, p0, Lcom/gridnote/tools/ToolBase;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p3

    invoke-virtual {p2, p1, p3}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 37
    const-string p2, "{\"selected_version\":2}"

    invoke-virtual {p0, p2}, Lcom/gridnote/tools/ToolBase;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p2

    .line 38
    invoke-virtual {p2, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    return-object p2

    .line 41
    :cond_session
    iget-object p2, p0, Lcom/gridnote/tools/ToolBase;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Ljava/lang/Integer;

    .line 42
    if-eqz p2, :cond_denied

    invoke-virtual {p2}, Ljava/lang/Integer;->intValue()I

    move-result p2

    if-eq p2, v0, :cond_list

    .line 43
    :cond_denied
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    invoke-static {p1, p2}, Lcom/gridnote/tools/Replies$-CC;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 45
    :cond_list
    const-string p2, "list_tools"

    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_exec

    .line 46
    invoke-virtual {p0}, Lcom/gridnote/tools/ToolBase;->describe()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p0, p1}, Lcom/gridnote/tools/ToolBase;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 48
    :cond_exec
    const-string p2, "execute_tool"

    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_deadline

    .line 49
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/gridnote/tools/Replies$-CC;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 51
    :cond_deadline
    const-string p1, "deadline_at_ms"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide p1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    cmp-long v3, p1, v1

    if-gtz v3, :cond_run

    .line 52
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/gridnote/tools/Replies$-CC;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 54
    :cond_run
    iput v0, p0, Lcom/gridnote/tools/ToolBase;->callerUid:I

    .line 55
    invoke-virtual {p0}, Lcom/gridnote/tools/ToolBase;->getCallingPackage()Ljava/lang/String;

    move-result-object p1

    iput-object p1, p0, Lcom/gridnote/tools/ToolBase;->callerPkg:Ljava/lang/String;

    .line 56
    const-string p1, "tool_name"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 57
    invoke-virtual {p0}, Lcom/gridnote/tools/ToolBase;->tools()Ljava/util/List;

    move-result-object p2

    invoke-interface {p2}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object p2

    :goto_loop
    invoke-interface {p2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_none

    invoke-interface {p2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/gridnote/tools/ToolSpec;

    .line 58
    iget-object v1, v0, Lcom/gridnote/tools/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_next

    .line 59
    iget-object p1, v0, Lcom/gridnote/tools/ToolSpec;->run:Lj$/util/function/Function;

    invoke-interface {p1, p3}, Lj$/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Landroid/os/Bundle;

    return-object p1

    .line 61
    :cond_next
    goto :goto_loop

    .line 62
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, Lcom/gridnote/tools/Replies$-CC;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 99
    const/4 p1, 0x0

    return p1
.end method

.method describe()Ljava/lang/String;
    .locals 4

    .line 68
    invoke-virtual {p0}, Lcom/gridnote/tools/ToolBase;->tools()Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Lj$/util/Collection$-EL;->stream(Ljava/util/Collection;)Lj$/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/gridnote/tools/ToolBase$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/gridnote/tools/ToolBase$$ExternalSyntheticLambda0;-><init>()V

    .line 69
    invoke-interface {v0, v1}, Lj$/util/stream/Stream;->filter(Lj$/util/function/Predicate;)Lj$/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/gridnote/tools/ToolBase$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/gridnote/tools/ToolBase$$ExternalSyntheticLambda1;-><init>()V

    .line 70
    invoke-interface {v0, v1}, Lj$/util/stream/Stream;->map(Lj$/util/function/Function;)Lj$/util/stream/Stream;

    move-result-object v0

    .line 71
    const-string v1, ","

    const-string v2, "{\"revision\":\"gridnote-7\",\"tools\":["

    const-string v3, "]}"

    invoke-static {v1, v2, v3}, Lj$/util/stream/Collectors;->joining(Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Lj$/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Lj$/util/stream/Stream;->collect(Lj$/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    .line 68
    return-object v0
.end method

.method public synthetic file(Landroid/os/ParcelFileDescriptor;J)Landroid/os/Bundle;
    .locals 0

    invoke-static {p0, p1, p2, p3}, Lcom/gridnote/tools/Replies$-CC;->$default$file(Lcom/gridnote/tools/Replies;Landroid/os/ParcelFileDescriptor;J)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 0

    .line 89
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 0

    .line 94
    const/4 p1, 0x0

    return-object p1
.end method

.method public synthetic needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 0

    invoke-static {p0, p1, p2}, Lcom/gridnote/tools/Replies$-CC;->$default$needsUser(Lcom/gridnote/tools/Replies;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public synthetic ok(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 0

    invoke-static {p0, p1}, Lcom/gridnote/tools/Replies$-CC;->$default$ok(Lcom/gridnote/tools/Replies;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 0

    .line 84
    const/4 p1, 0x0

    return-object p1
.end method

.method protected abstract tools()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/gridnote/tools/ToolSpec;",
            ">;"
        }
    .end annotation
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 104
    const/4 p1, 0x0

    return p1
.end method
