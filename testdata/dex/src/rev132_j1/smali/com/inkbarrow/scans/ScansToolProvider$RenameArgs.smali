.class final Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;
.super Lcom/inkbarrow/cetp/Args;
.source "ScansToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/scans/ScansToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "RenameArgs"
.end annotation


# instance fields
.field final scanId:J

.field final title:Ljava/lang/String;


# direct methods
.method constructor <init>(Lorg/json/JSONObject;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 136
    invoke-direct {p0}, Lcom/inkbarrow/cetp/Args;-><init>()V

    .line 137
    const-string v1, "scan_id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    iput-wide v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;->scanId:J

    .line 138
    const-string v1, "title"

    const/16 v2, 0x78

    invoke-static {p1, v1, v2}, Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;->text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;->title:Ljava/lang/String;

    .line 139
    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 6

    .line 143
    iget-wide v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;->scanId:J

    iget-object v2, p0, Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;->title:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "scan "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " becomes \u201c"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\u201d"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method
