.class public Lcom/laserlog/booking/BookingProvider;
.super Landroid/content/ContentProvider;
.source "BookingProvider.java"

# interfaces
.implements Lcom/laserlog/core/Terminal;


# static fields
.field private static final CHAIN:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/laserlog/core/Interceptor;",
            ">;"
        }
    .end annotation
.end field

.field static final TAG:Ljava/lang/String; = "LaserLog"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"booking-1\",\"tools\":[]}"


# instance fields
.field private final sessions:Lcom/laserlog/core/Sessions;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 25
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/laserlog/core/Interceptor;

    new-instance v1, Lcom/laserlog/booking/AllowListInterceptor;

    invoke-direct {v1}, Lcom/laserlog/booking/AllowListInterceptor;-><init>()V

    const/4 v2, 0x0

    aput-object v1, v0, v2

    new-instance v1, Lcom/laserlog/booking/RateLimitInterceptor;

    invoke-direct {v1}, Lcom/laserlog/booking/RateLimitInterceptor;-><init>()V

    const/4 v2, 0x1

    aput-object v1, v0, v2

    new-instance v1, Lcom/laserlog/booking/ConfirmInterceptor;

    invoke-direct {v1}, Lcom/laserlog/booking/ConfirmInterceptor;-><init>()V

    const/4 v2, 0x2

    aput-object v1, v0, v2

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/laserlog/booking/BookingProvider;->CHAIN:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 22
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 28
    new-instance v0, Lcom/laserlog/core/Sessions;

    invoke-direct {v0}, Lcom/laserlog/core/Sessions;-><init>()V

    iput-object v0, p0, Lcom/laserlog/booking/BookingProvider;->sessions:Lcom/laserlog/core/Sessions;

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 38
    :try_start_0
    new-instance v0, Lcom/laserlog/core/Request;

    invoke-virtual {p0}, Lcom/laserlog/booking/BookingProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    if-eqz p3, :cond_a

    move-object v2, p3

    goto :goto_f

    :cond_a
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :goto_f
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    invoke-direct {v0, v1, p1, v2, v3}, Lcom/laserlog/core/Request;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/os/Bundle;I)V

    .line 39
    new-instance v1, Lcom/laserlog/core/Chain;

    sget-object v2, Lcom/laserlog/booking/BookingProvider;->CHAIN:Ljava/util/List;

    const/4 v3, 0x0

    invoke-direct {v1, v2, v3, p0}, Lcom/laserlog/core/Chain;-><init>(Ljava/util/List;ILcom/laserlog/core/Terminal;)V

    invoke-virtual {v1, v0}, Lcom/laserlog/core/Chain;->proceed(Lcom/laserlog/core/Request;)Landroid/os/Bundle;

    move-result-object v1
    :try_end_26
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_26} :catch_27

    return-object v1

    .line 40
    :catch_27
    move-exception v0

    .line 41
    const-string v1, "LaserLog"

    const-string v2, "booking call failed"

    invoke-static {v1, v2, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 42
    const-string v1, "INTERNAL"

    invoke-static {v1, v2}, Lcom/laserlog/core/Reply;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 83
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 73
    const/4 v0, 0x0

    return-object v0
.end method

.method public handle(Lcom/laserlog/core/Request;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 48
    const-string v0, "negotiate"

    iget-object v1, p1, Lcom/laserlog/core/Request;->method:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_20

    .line 49
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/laserlog/core/StringUtils;->randomAlphanumeric(I)Ljava/lang/String;

    move-result-object v0

    .line 50
    iget-object v1, p0, Lcom/laserlog/booking/BookingProvider;->sessions:Lcom/laserlog/core/Sessions;

    iget v2, p1, Lcom/laserlog/core/Request;->uid:I

    invoke-virtual {v1, v0, v2}, Lcom/laserlog/core/Sessions;->open(Ljava/lang/String;I)V

    .line 51
    invoke-static {v0}, Lcom/laserlog/core/Reply;->negotiated(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 53
    :cond_20
    iget-object v0, p0, Lcom/laserlog/booking/BookingProvider;->sessions:Lcom/laserlog/core/Sessions;

    iget-object v1, p1, Lcom/laserlog/core/Request;->extras:Landroid/os/Bundle;

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iget v2, p1, Lcom/laserlog/core/Request;->uid:I

    invoke-virtual {v0, v1, v2}, Lcom/laserlog/core/Sessions;->matches(Ljava/lang/String;I)Z

    move-result v0

    if-nez v0, :cond_3f

    .line 54
    const-string v0, "NEGOTIATION_REQUIRED"

    const-string v1, "negotiate first"

    invoke-static {v0, v1}, Lcom/laserlog/core/Reply;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 56
    :cond_3f
    const-string v0, "list_tools"

    iget-object v1, p1, Lcom/laserlog/core/Request;->method:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_54

    .line 57
    const-string v0, "{\"revision\":\"booking-1\",\"tools\":[]}"

    invoke-static {v0}, Lcom/laserlog/core/Reply;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 59
    :cond_54
    sget-object v0, Lcom/laserlog/booking/BookingTools;->COMMANDS:Ljava/util/Map;

    iget-object v1, p1, Lcom/laserlog/core/Request;->tool:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/laserlog/core/Command;

    .line 60
    const-string v1, "execute_tool"

    iget-object v2, p1, Lcom/laserlog/core/Request;->method:Ljava/lang/String;

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_77

    if-nez v0, :cond_82

    .line 61
    :cond_77
    const-string v1, "INVALID_REQUEST"

    const-string v2, "unknown method or tool"

    invoke-static {v1, v2}, Lcom/laserlog/core/Reply;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 63
    :cond_82
    iget-object v1, p1, Lcom/laserlog/core/Request;->ctx:Landroid/content/Context;

    iget-object v2, p1, Lcom/laserlog/core/Request;->args:Lorg/json/JSONObject;

    invoke-interface {v0, v1, v2}, Lcom/laserlog/core/Command;->execute(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 78
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 32
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 68
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 88
    const/4 v0, 0x0

    return v0
.end method
