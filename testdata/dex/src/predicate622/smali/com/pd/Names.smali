.class final Lcom/pd/Names;
.super Ljava/lang/Object;
.source "Names.java"

# static fields
.field private static final ARCHIVE:Ljava/util/regex/Pattern;
.field private static final LOOSE:Ljava/util/regex/Pattern;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    return-void
.end method

.method static isArchive(Ljava/lang/String;)Z
    .registers 2
    .line 15
    if-eqz v1, :L21
    sget-object v0, Lcom/pd/Names;->ARCHIVE:Ljava/util/regex/Pattern;
    invoke-virtual {v0, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z
    move-result v0
    if-eqz v0, :L21
    const/4 v0, 0x1
    goto :L22
:L21
    const/4 v0, 0x0
:L22
    return v0
.end method

.method static isPrintable(Ljava/lang/String;)Z
    .registers 2
    .line 20
    if-eqz v1, :L21
    sget-object v0, Lcom/pd/Names;->LOOSE:Ljava/util/regex/Pattern;
    invoke-virtual {v0, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z
    move-result v0
    if-eqz v0, :L21
    const/4 v0, 0x1
    goto :L22
:L21
    const/4 v0, 0x0
:L22
    return v0
.end method

.method static isArchiveName(Ljava/lang/String;)Z
    .registers 2
    .line 25
    sget-object v0, Lcom/pd/Names;->ARCHIVE:Ljava/util/regex/Pattern;
    invoke-virtual {v0, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z
    move-result v0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 7
    const-string v0, "ar-[0-9]{8}-[0-9a-f]{8}"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v0
    sput-object v0, Lcom/pd/Names;->ARCHIVE:Ljava/util/regex/Pattern;
    .line 8
    const-string v0, "[A-Za-z0-9./_-]+"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v0
    sput-object v0, Lcom/pd/Names;->LOOSE:Ljava/util/regex/Pattern;
    return-void
.end method

