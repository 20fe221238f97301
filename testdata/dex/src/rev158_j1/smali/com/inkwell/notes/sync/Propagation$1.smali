.class final enum Lcom/inkwell/notes/sync/Propagation$1;
.super Lcom/inkwell/notes/sync/Propagation;
.source "Propagation.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/sync/Propagation;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4

    .line 12
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, v0}, Lcom/inkwell/notes/sync/Propagation;-><init>(Ljava/lang/String;ILcom/inkwell/notes/sync/Propagation-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILcom/inkwell/notes/sync/Propagation-IA;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lcom/inkwell/notes/sync/Propagation$1;-><init>(Ljava/lang/String;I)V

    return-void
.end method


# virtual methods
.method after(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/sync/SyncTool;J)V
    .registers 5

    .line 15
    return-void
.end method
