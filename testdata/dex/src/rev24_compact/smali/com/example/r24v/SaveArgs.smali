.class final Lcom/example/r24v/SaveArgs;
.super Lcom/android/tools/r8/RecordTag;
.source "SaveArgs.java"

.field private static final NAME:Ljava/util/regex/Pattern;

.field private final file:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 1
    .line 6
    const-string v0, "[a-z0-9_]{1,32}\\.txt"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v0
    sput-object v0, Lcom/example/r24v/SaveArgs;->NAME:Ljava/util/regex/Pattern;
    return-void
.end method

# the compact constructor: javac puts its checks before the field stores
.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 7
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    .line 8
    sget-object v0, Lcom/example/r24v/SaveArgs;->NAME:Ljava/util/regex/Pattern;
    invoke-virtual {v0, p1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z
    move-result v0
    if-eqz v0, :cond_bad
    .line 7
    iput-object p1, p0, Lcom/example/r24v/SaveArgs;->file:Ljava/lang/String;
    return-void
    .line 9
    :cond_bad
    new-instance p1, Ljava/lang/IllegalArgumentException;
    const-string v0, "file"
    invoke-direct {p1, v0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw p1
.end method

.method public file()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/example/r24v/SaveArgs;->file:Ljava/lang/String;
    return-object v0
.end method
