.class public abstract Lapp/kestrel/notes/cetp/BaseTool;
.super Ljava/lang/Object;
.source "Tools.kt"


# instance fields
.field private final descriptor:Lapp/kestrel/notes/cetp/ToolDescriptor;


# direct methods
.method public constructor <init>(Lapp/kestrel/notes/cetp/ToolDescriptor;)V
    .registers 3

    const-string v0, "descriptor"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/BaseTool;->descriptor:Lapp/kestrel/notes/cetp/ToolDescriptor;

    return-void
.end method


# virtual methods
.method public abstract encode(Ljava/lang/Object;)Lorg/json/JSONObject;
.end method

.method public final getDescriptor()Lapp/kestrel/notes/cetp/ToolDescriptor;
    .registers 2

    .line 29
    iget-object v0, p0, Lapp/kestrel/notes/cetp/BaseTool;->descriptor:Lapp/kestrel/notes/cetp/ToolDescriptor;

    return-object v0
.end method

.method public final getName-3Kp2Zfk()Ljava/lang/String;
    .registers 2

    .line 30
    iget-object v0, p0, Lapp/kestrel/notes/cetp/BaseTool;->descriptor:Lapp/kestrel/notes/cetp/ToolDescriptor;

    invoke-virtual {v0}, Lapp/kestrel/notes/cetp/ToolDescriptor;->getName-3Kp2Zfk()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public abstract parse(Landroid/os/Bundle;)Ljava/lang/Object;
.end method

.method public abstract run(Ljava/lang/Object;)Ljava/lang/Object;
.end method
