.class public final Lapp/kestrel/notes/cetp/Prepared;
.super Ljava/lang/Object;
.source "Tools.kt"


# instance fields
.field private final input:Ljava/lang/Object;

.field private final tool:Lapp/kestrel/notes/cetp/BaseTool;


# direct methods
.method public constructor <init>(Lapp/kestrel/notes/cetp/BaseTool;Ljava/lang/Object;)V
    .registers 4

    const-string v0, "tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "input"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/Prepared;->tool:Lapp/kestrel/notes/cetp/BaseTool;

    iput-object p2, p0, Lapp/kestrel/notes/cetp/Prepared;->input:Ljava/lang/Object;

    return-void
.end method


# virtual methods
.method public final getInput()Ljava/lang/Object;
    .registers 2

    .line 40
    iget-object v0, p0, Lapp/kestrel/notes/cetp/Prepared;->input:Ljava/lang/Object;

    return-object v0
.end method

.method public final getTool()Lapp/kestrel/notes/cetp/BaseTool;
    .registers 2

    .line 40
    iget-object v0, p0, Lapp/kestrel/notes/cetp/Prepared;->tool:Lapp/kestrel/notes/cetp/BaseTool;

    return-object v0
.end method

.method public final runEncoded()Lorg/json/JSONObject;
    .registers 4

    .line 41
    iget-object v0, p0, Lapp/kestrel/notes/cetp/Prepared;->tool:Lapp/kestrel/notes/cetp/BaseTool;

    iget-object v1, p0, Lapp/kestrel/notes/cetp/Prepared;->tool:Lapp/kestrel/notes/cetp/BaseTool;

    iget-object v2, p0, Lapp/kestrel/notes/cetp/Prepared;->input:Ljava/lang/Object;

    invoke-virtual {v1, v2}, Lapp/kestrel/notes/cetp/BaseTool;->run(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/kestrel/notes/cetp/BaseTool;->encode(Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
