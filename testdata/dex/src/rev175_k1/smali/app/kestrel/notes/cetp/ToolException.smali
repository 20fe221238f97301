.class public final Lapp/kestrel/notes/cetp/ToolException;
.super Ljava/lang/RuntimeException;
.source "Tools.kt"


# instance fields
.field private final failure:Lapp/kestrel/notes/cetp/ToolFailure;


# direct methods
.method public constructor <init>(Lapp/kestrel/notes/cetp/ToolFailure;)V
    .registers 3

    const-string v0, "failure"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 68
    invoke-direct {p0}, Ljava/lang/RuntimeException;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/ToolException;->failure:Lapp/kestrel/notes/cetp/ToolFailure;

    return-void
.end method


# virtual methods
.method public final getFailure()Lapp/kestrel/notes/cetp/ToolFailure;
    .registers 2

    .line 68
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolException;->failure:Lapp/kestrel/notes/cetp/ToolFailure;

    return-object v0
.end method
