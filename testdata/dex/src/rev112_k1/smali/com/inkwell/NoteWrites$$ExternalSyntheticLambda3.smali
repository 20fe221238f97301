.class public final synthetic Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# instance fields
.field public final synthetic f$0:J
.field public final synthetic f$1:Z


# direct methods
.method public synthetic constructor <init>(JZ)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda3;->f$0:J
    iput-boolean p3, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda3;->f$1:Z
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4
    iget-wide v0, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda3;->f$0:J
    iget-boolean v2, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda3;->f$1:Z
    invoke-static {v0, v1, v2}, Lcom/inkwell/NoteWrites;->pin$lambda$0(JZ)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

