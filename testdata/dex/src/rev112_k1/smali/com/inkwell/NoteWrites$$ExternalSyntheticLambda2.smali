.class public final synthetic Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# instance fields
.field public final synthetic f$0:J
.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(JI)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda2;->f$0:J
    iput p3, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda2;->f$1:I
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4
    iget-wide v0, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda2;->f$0:J
    iget v2, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda2;->f$1:I
    invoke-static {v0, v1, v2}, Lcom/inkwell/NoteWrites;->share$lambda$0(JI)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    return-object v0
.end method

