.class public final synthetic Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

# instance fields
.field public final synthetic f$0:Ljava/lang/String;
.field public final synthetic f$1:Ljava/lang/String;
.field public final synthetic f$2:I


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;I)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;
    iput-object p2, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    iput p3, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda1;->f$2:I
    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;
    iget-object v1, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    iget v2, p0, Lcom/inkwell/NoteWrites$$ExternalSyntheticLambda1;->f$2:I
    invoke-static {v0, v1, v2}, Lcom/inkwell/NoteWrites;->saveDraft$lambda$0(Ljava/lang/String;Ljava/lang/String;I)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    return-object v0
.end method

