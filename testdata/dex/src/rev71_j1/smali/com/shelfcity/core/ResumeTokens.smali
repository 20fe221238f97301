.class public final Lcom/shelfcity/core/ResumeTokens;
.super Ljava/lang/Object;
.source "ResumeTokens.java"


# static fields
.field private static final PENDING:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 8
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/shelfcity/core/ResumeTokens;->PENDING:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static issue(Lcom/shelfcity/core/CallerInfo;)Ljava/lang/String;
    .registers 4

    .line 13
    invoke-static {}, Lcom/shelfcity/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v0

    .line 14
    sget-object v1, Lcom/shelfcity/core/ResumeTokens;->PENDING:Ljava/util/Map;

    iget v2, p0, Lcom/shelfcity/core/CallerInfo;->uid:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 15
    return-object v0
.end method

.method public static redeem(Lcom/shelfcity/core/CallerInfo;)Z
    .registers 4

    .line 19
    iget-object v0, p0, Lcom/shelfcity/core/CallerInfo;->resumeToken:Ljava/lang/String;

    if-nez v0, :cond_present

    .line 20
    const/4 v0, 0x0

    return v0

    .line 22
    :cond_present
    sget-object v0, Lcom/shelfcity/core/ResumeTokens;->PENDING:Ljava/util/Map;

    iget-object v1, p0, Lcom/shelfcity/core/CallerInfo;->resumeToken:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    .line 23
    if-eqz v0, :cond_no

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v1

    iget v2, p0, Lcom/shelfcity/core/CallerInfo;->uid:I

    if-ne v1, v2, :cond_no

    const/4 v1, 0x1

    goto :goto_ret

    :cond_no
    const/4 v1, 0x0

    :goto_ret
    return v1
.end method
