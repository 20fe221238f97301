.class public final Lcom/tidemark/invoices/Event$ExportWritten;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lcom/tidemark/invoices/Event;


# instance fields
.field private final aggregate:Ljava/lang/String;

.field private final path:Ljava/lang/String;

.field private final preparedFor:Ljava/lang/String;

.field private final rows:I


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)V
    .registers 6

    const-string v0, "aggregate"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "path"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "preparedFor"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Event$ExportWritten;->aggregate:Ljava/lang/String;

    iput-object p2, p0, Lcom/tidemark/invoices/Event$ExportWritten;->path:Ljava/lang/String;

    iput p3, p0, Lcom/tidemark/invoices/Event$ExportWritten;->rows:I

    iput-object p4, p0, Lcom/tidemark/invoices/Event$ExportWritten;->preparedFor:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public getAggregate()Ljava/lang/String;
    .registers 2

    .line 55
    iget-object v0, p0, Lcom/tidemark/invoices/Event$ExportWritten;->aggregate:Ljava/lang/String;

    return-object v0
.end method

.method public final getPath()Ljava/lang/String;
    .registers 2

    .line 55
    iget-object v0, p0, Lcom/tidemark/invoices/Event$ExportWritten;->path:Ljava/lang/String;

    return-object v0
.end method

.method public final getPreparedFor()Ljava/lang/String;
    .registers 2

    .line 55
    iget-object v0, p0, Lcom/tidemark/invoices/Event$ExportWritten;->preparedFor:Ljava/lang/String;

    return-object v0
.end method

.method public final getRows()I
    .registers 2

    .line 55
    iget v0, p0, Lcom/tidemark/invoices/Event$ExportWritten;->rows:I

    return v0
.end method

.method public getType()Ljava/lang/String;
    .registers 2

    .line 56
    const-string v0, "export_written"

    return-object v0
.end method

.method public payload()Lorg/json/JSONObject;
    .registers 4

    .line 57
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/tidemark/invoices/Event$ExportWritten;->path:Ljava/lang/String;

    const-string v1, "path"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget v2, p0, Lcom/tidemark/invoices/Event$ExportWritten;->rows:I

    const-string v1, "rows"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/tidemark/invoices/Event$ExportWritten;->preparedFor:Ljava/lang/String;

    const-string v1, "prepared_for"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
