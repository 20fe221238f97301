.class public final Lcom/gd/FileNames;
.super Ljava/lang/Object;
.source "FileNames.java"

# static fields
.field private static final PLAIN:Ljava/util/regex/Pattern;
.field private static final RELATIVE:Ljava/util/regex/Pattern;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    return-void
.end method

.method public static requirePlain(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .line 15
    if-eqz v3, :L17
    sget-object v0, Lcom/gd/FileNames;->PLAIN:Ljava/util/regex/Pattern;
    invoke-virtual {v0, v3}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z
    move-result v0
    if-nez v0, :L27
:L17
    .line 16
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v2, "file_name must be a plain file name"
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
:L27
    .line 18
    return-object v3
.end method

.method public static isPlain(Ljava/lang/String;)Z
    .registers 2
    .line 23
    if-eqz v1, :L21
    sget-object v0, Lcom/gd/FileNames;->PLAIN:Ljava/util/regex/Pattern;
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

.method public static requireRelative(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .line 28
    if-eqz v3, :L17
    sget-object v0, Lcom/gd/FileNames;->RELATIVE:Ljava/util/regex/Pattern;
    invoke-virtual {v0, v3}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z
    move-result v0
    if-nez v0, :L27
:L17
    .line 29
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v2, "file_name must be relative"
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
:L27
    .line 31
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 7
    const-string v0, "[A-Za-z0-9][A-Za-z0-9._-]{0,63}"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v0
    sput-object v0, Lcom/gd/FileNames;->PLAIN:Ljava/util/regex/Pattern;
    .line 8
    const-string v0, "[A-Za-z0-9][A-Za-z0-9/._-]{0,127}"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v0
    sput-object v0, Lcom/gd/FileNames;->RELATIVE:Ljava/util/regex/Pattern;
    return-void
.end method

