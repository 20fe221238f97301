.class final Lcom/wrenfield/notes/attachments/ExportLoggingDecorator;
.super Lcom/wrenfield/notes/tool/LoggingDecorator;
.source "ExportLoggingDecorator.java"


# direct methods
.method constructor <init>(Lcom/wrenfield/notes/tool/Tool;Ljava/lang/String;)V
    .registers 3

    .line 9
    invoke-direct {p0, p1, p2}, Lcom/wrenfield/notes/tool/LoggingDecorator;-><init>(Lcom/wrenfield/notes/tool/Tool;Ljava/lang/String;)V

    .line 10
    return-void
.end method


# virtual methods
.method protected describe(Ljava/lang/RuntimeException;)Ljava/lang/String;
    .registers 5

    .line 15
    invoke-virtual {p1}, Ljava/lang/RuntimeException;->getMessage()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Export failed: "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method
