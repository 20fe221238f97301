.class final Lcom/vr/Args;
.super Ljava/lang/Object;
.source "Args.java"

# static fields
.field private static final NAME:Ljava/util/regex/Pattern;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static name(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .line 14
    const-string v2, ""
    invoke-virtual {v4, v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 15
    sget-object v0, Lcom/vr/Args;->NAME:Ljava/util/regex/Pattern;
    invoke-virtual {v0, v3}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z
    move-result v0
    if-nez v0, :L30
    .line 16
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0, v5}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
:L30
    .line 18
    return-object v3
.end method

.method static text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;
    .registers 7
    .line 23
    const-string v2, ""
    invoke-virtual {v4, v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 24
    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-nez v0, :L23
    invoke-virtual {v3}, Ljava/lang/String;->length()I
    move-result v0
    if-le v0, v6, :L32
:L23
    .line 25
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0, v5}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
:L32
    .line 27
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 8
    const-string v0, "[a-z0-9][a-z0-9_-]{0,31}"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v0
    sput-object v0, Lcom/vr/Args;->NAME:Ljava/util/regex/Pattern;
    return-void
.end method

