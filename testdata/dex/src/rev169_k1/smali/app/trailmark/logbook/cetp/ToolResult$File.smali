.class public final Lapp/trailmark/logbook/cetp/ToolResult$File;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Lapp/trailmark/logbook/cetp/ToolResult;


# instance fields
.field private final file:Lapp/trailmark/logbook/cetp/ResultFile;


# direct methods
.method public constructor <init>(Lapp/trailmark/logbook/cetp/ResultFile;)V
    .registers 3

    const-string v0, "file"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/trailmark/logbook/cetp/ToolResult$File;->file:Lapp/trailmark/logbook/cetp/ResultFile;

    return-void
.end method


# virtual methods
.method public final getFile()Lapp/trailmark/logbook/cetp/ResultFile;
    .registers 2

    .line 62
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ToolResult$File;->file:Lapp/trailmark/logbook/cetp/ResultFile;

    return-object v0
.end method
