# Java sketch (ToolSpec.java): a builder the app puts in front of the SDK's
# declaration types.
#   final class ToolSpec {                                                         // 8
#       static Builder builder(String name) {
#           return new Builder(name);                                             // 10
#       }
#
#       static final class Builder {
#           private final String name;
#           private ToolEffect effect = ToolEffect.UPDATE;                        // 15
#
#           Builder(String name) {                                                // 17
#               this.name = name;                                                 // 18
#           }
#
#           Builder effect(ToolEffect effect) {
#               this.effect = effect;                                             // 22
#               return this;                                                      // 23
#           }
#
#           CetpProviderTool build() {
#               return new CetpProviderTool(name,                                 // 27
#                   new ToolAnnotations(effect, ToolRisk.LOW, ConfirmationPolicy.NEVER)); // 28
#           }
#       }
#   }
.class final Lcom/example/th/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"

.method constructor <init>()V
    .locals 0
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static builder(Ljava/lang/String;)Lcom/example/th/ToolSpec$Builder;
    .locals 1
    .line 10
    new-instance v0, Lcom/example/th/ToolSpec$Builder;
    invoke-direct {v0, p0}, Lcom/example/th/ToolSpec$Builder;-><init>(Ljava/lang/String;)V
    return-object v0
.end method
