# Kotlin sketch (AccessLog.kt): an append-only access log, the kind of
# write §3.4 lets a read tool make.
#   object AccessLog {                                                           // 6
#       fun record(context: Context, line: String) {
#           FileOutputStream(File(context.filesDir, "access.log"), true).use {     // 8
#               it.write((line + "\n").toByteArray())                              // 9
#           }
#       }
#   }
# (The `use` block's try/finally is left out: it changes nothing here.)
.class public final Lcom/example/rt/AccessLog;
.super Ljava/lang/Object;
.source "AccessLog.kt"

.field public static final INSTANCE:Lcom/example/rt/AccessLog;

.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Lcom/example/rt/AccessLog;
    invoke-direct {v0}, Lcom/example/rt/AccessLog;-><init>()V
    sput-object v0, Lcom/example/rt/AccessLog;->INSTANCE:Lcom/example/rt/AccessLog;
    return-void
.end method

.method private constructor <init>()V
    .locals 0
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final record(Landroid/content/Context;Ljava/lang/String;)V
    .locals 4
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "line"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    new-instance v0, Ljava/io/FileOutputStream;
    new-instance v1, Ljava/io/File;
    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object p1
    const-string v2, "access.log"
    invoke-direct {v1, p1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 p1, 0x1
    invoke-direct {v0, v1, p1}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;Z)V
    .line 9
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\n"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    sget-object p2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {p1, p2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object p1
    const-string p2, "getBytes(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/io/FileOutputStream;->write([B)V
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
    return-void
.end method
